import { DateTime } from 'luxon';
import { shortDayText } from '../../../shared/dates/displayedDates';

/**
 * The banner of a page shown offline (docs/product.md#offline): when the oldest reply on
 * screen was received, in the person's zone, with its day unless that was today.
 */
export function offlineBannerText(
  receivedAt: string,
  zone: string,
  now: DateTime = DateTime.now(),
) {
  const received = DateTime.fromISO(receivedAt).setZone(zone);
  const time = received.toFormat('HH:mm');
  if (received.hasSame(now.setZone(zone), 'day')) {
    return `Offline — showing what Motus had at ${time}`;
  }
  return `Offline — showing what Motus had on ${shortDayText(receivedAt, zone)} at ${time}`;
}
