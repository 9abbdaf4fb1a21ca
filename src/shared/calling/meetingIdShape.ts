/**
 * A meeting id: three groups of four lowercase letters and digits (about 62 bits of
 * randomness), easy to read out on the phone and impossible to guess.
 */
export const MEETING_ID_PATTERN = '^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$';

export function looksLikeMeetingId(candidate: string): boolean {
  return new RegExp(MEETING_ID_PATTERN).test(candidate);
}
