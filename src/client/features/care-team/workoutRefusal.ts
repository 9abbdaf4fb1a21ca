/**
 * The server refused a doctor's read of a patient's workout (403: not shared, or no longer).
 * The engine's reads have their own check (engine/api/replyFailure); this page keeps its own
 * so that its chunk and the profile page's share no module for one line.
 */
export function isWorkoutRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
}
