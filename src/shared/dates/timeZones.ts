import { IANAZone } from 'luxon';

/** Whether a name is an IANA time zone this runtime knows (Europe/Berlin, UTC), decision 033. */
export function isTimeZoneName(name: string): boolean {
  return IANAZone.isValidZone(name);
}
