/** A routine card's words (docs/product.md#workout-routines), wherever a routine is shown. */
export const routineTexts = {
  more: 'More',
  hide: 'Hide',
  edit: 'Edit',
  delete: 'Delete',
  startRoutine: 'Start Routine',
  notAvailable: 'N/A',
  videoTitle: (routine: string) => `Video: ${routine}`,
  neverRun: 'Not run yet',
  lastRun: (when: string, times: number) =>
    `Last run ${when} · ${times} ${times === 1 ? 'session' : 'sessions'}`,
  description: 'Description',
  // A prescribed routine (decision 043).
  prescribedBy: (doctor: string) => `Prescribed by ${doctor}`,
  prescriberLeft: 'From a clinician who left',
  plan: 'Plan',
  everyDay: 'Every day',
  planEnded: (day: string) => `Plan ended on ${day}`,
  planOver: 'Plan over',
  planUpcoming: 'Starts later',
  askedToStop: (day: string) => `Asked to stop on ${day}`,
  hideRoutine: 'Hide',
  showRoutine: 'Show again',
  askToStop: 'Ask to stop',
  dose: 'Dose',
  // What a run of a prescribed routine tells the clinician (decision 045).
  painBeforeAfter: 'Pain before → after',
  painFigure: (before: number | null, after: number | null) => `${before ?? '–'} → ${after ?? '–'}`,
  painWords: (before: number | null, after: number | null) =>
    `${before ?? 'not answered'} before, ${after ?? 'not answered'} after`,
  exercisesThatHurt: 'Exercises that hurt',
  noneHurt: 'None',
} as const;
