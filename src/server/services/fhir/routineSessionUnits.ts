/** The unit of each figure of a routine session, as its export writes it and its import reads it. */
export const ROUTINE_SESSION_UNITS = {
  time_total: { unit: 's', code: 's' },
  time_exercising: { unit: 's', code: 's' },
  exercises_completed: { unit: 'exercises', code: '{exercises}' },
  exercises_skipped: { unit: 'exercises', code: '{exercises}' },
} as const;

export type RoutineSessionFigure = keyof typeof ROUTINE_SESSION_UNITS;
