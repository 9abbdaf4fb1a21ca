/**
 * What a Join of Meetings Booked carries to the join screen besides the meeting id: the
 * meeting is the person's own, so it is joined at once rather than shown in the form to confirm.
 */
export const JOIN_AT_ONCE = { joinAtOnce: true } as const;

/** Whether a location's state asks for the meeting in its address to be joined at once. */
export function asksToJoinAtOnce(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'joinAtOnce' in state;
}
