// The banner is part of the app's first screen, which does not carry luxon (22 KB gzip):
// the browser's own Intl formats its one time, in the same 'HH:mm' and '1 Dec' forms as
// shared/dates/displayedDates.ts.

/** The zone's calendar day of a moment, and its time, as the banner writes them. */
function partsIn(moment: Date, zone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    ...(zone === undefined ? {} : { timeZone: zone }),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    day: `${part('day')} ${part('month')}`,
    calendarDay: `${part('year')} ${part('month')} ${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The account's zone if this browser knows it; undefined (the browser's own) otherwise. */
export function readableZone(zone: string | undefined): string | undefined {
  if (zone === undefined) return undefined;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The banner of a page shown offline (docs/product.md#working-offline): when the oldest reply on
 * screen was received, in the person's zone, with its day unless that was today.
 */
export function offlineBannerText(receivedAt: string, zone?: string, now: Date = new Date()) {
  const received = partsIn(new Date(receivedAt), zone);
  if (received.calendarDay === partsIn(now, zone).calendarDay) {
    return `Offline — showing what Motus had at ${received.time}`;
  }
  return `Offline — showing what Motus had on ${received.day} at ${received.time}`;
}
