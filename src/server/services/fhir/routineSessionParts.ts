import { ROUTINE_SESSION_CODE } from './fhirSystems';

/**
 * The pain a run of a prescribed routine records (decision 045). Written as a bare number, as
 * the Pain profile's 0–10 ratings are: profile-configs/pain.json gives them no unit.
 */
export const ROUTINE_SESSION_PAIN_RATINGS = ['pain_before', 'pain_after'] as const;

export type RoutineSessionPainRating = (typeof ROUTINE_SESSION_PAIN_RATINGS)[number];

/** The part naming an exercise the person marked "This hurt", one component per exercise. */
export const ROUTINE_SESSION_HURT = 'hurt';

/** A part of a session's resource (a figure, a pain rating, a hurt mark) as its component is coded. */
export function routineSessionPartCode(part: string): string {
  return `${ROUTINE_SESSION_CODE}.${part}`;
}
