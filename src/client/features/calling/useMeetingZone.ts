import { isTimeZoneName, ownTimeZone } from '../../../shared/dates/timeZones';
import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';

/**
 * The zone a signed-in person reads and books meetings in: their account's (the server's own
 * until they choose one), else, should this browser not know that zone, the browser's.
 */
export function useMeetingZone(): string {
  const zone = useAppSelector(selectSessionUser)?.time_zone;
  return zone !== undefined && isTimeZoneName(zone) ? zone : (ownTimeZone() ?? 'UTC');
}
