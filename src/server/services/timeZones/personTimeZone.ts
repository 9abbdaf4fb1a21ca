import { isTimeZoneName } from '../../../shared/dates/timeZones';

/** Where no zone is set or the TZ variable names none. */
const FALLBACK_TIME_ZONE = 'UTC';

/** The zone the server runs in: its TZ environment variable when that names an IANA zone, else UTC. */
export function serverTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const zone = env.TZ;
  return zone !== undefined && isTimeZoneName(zone) ? zone : FALLBACK_TIME_ZONE;
}

/**
 * The zone a person's wall-clock times are in (decision 034): their own, or, for an account
 * made before people had one (or a context that names no person), the server's, in which
 * those times were written out until then.
 */
export function personTimeZone(stored: string | null | undefined): string {
  return stored !== null && stored !== undefined && isTimeZoneName(stored)
    ? stored
    : serverTimeZone();
}
