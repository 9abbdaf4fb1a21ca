import type { SelectOption } from '../../ui/forms/selectFieldProps';

/** America/Argentina/Buenos_Aires → America/Argentina/Buenos Aires: how people type it. */
const labelOf = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Every IANA zone the browser knows, by name, and the person's current one even where the
 * browser lists it under another name (UTC is not in Chromium's list): the field always shows
 * what is stored.
 */
export function timeZoneOptions(current: string): SelectOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current === '' || zones.includes(current) ? zones : [...zones, current].sort();
  return all.map((zone) => ({ value: zone, label: labelOf(zone) }));
}
