import { IANAZone } from 'luxon';

/** Whether a name is an IANA time zone this runtime knows (Europe/Berlin, UTC), decision 034. */
export function isTimeZoneName(name: string): boolean {
  return IANAZone.isValidZone(name);
}

/**
 * The zone this runtime's clock is set to (in a browser, the person's own), or undefined when
 * it reports none this runtime can name.
 */
export function ownTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZoneName(zone) ? zone : undefined;
}
