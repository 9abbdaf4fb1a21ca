/** A routine card's words (docs/product.md#workout-routines), wherever a routine is shown. */
export const routineTexts = {
  more: 'More',
  hide: 'Hide',
  edit: 'Edit',
  delete: 'Delete',
  startRoutine: 'Start Routine',
  resumeRoutine: 'Resume Routine',
  firstExercises: (routine: string) => `First exercises of ${routine}`,
  /** The rest of a preview, counted (routinePreview.ts). */
  moreExercises: (more: number) => `+${more} more`,
  bodyPartsWorked: (parts: string) => `Body parts worked: ${parts}`,
  notAvailable: 'N/A',
  videoTitle: (routine: string) => `Video: ${routine}`,
  neverRun: 'Not run yet',
  lastRun: (when: string, times: number) =>
    `Last run ${when} · ${times} ${times === 1 ? 'session' : 'sessions'}`,
  description: 'Description',
  noDescription: 'No description.',
  // Only the routine's owner can edit it.
  noDescriptionYet: 'No description yet: add one with Edit.',
  safetyInformation: 'Safety information',
  noSafetyInformation: 'None written for this routine: read each exercise’s own advice below.',
  exercises: 'Exercises',
  repsLabel: 'Reps',
  timeLabel: 'Time',
  safetyLabel: 'Safety',
  pastSessions: 'Past sessions',
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
  /** A plan in words (planText.ts): "Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027". */
  planFrom: (days: string, from: string) => `${days} from ${from}`,
  planFromTo: (days: string, from: string, to: string) => `${days} from ${from} to ${to}`,
  /** A dose's and an exercise's numbers in words (dosageText.ts). */
  reps: (reps: number) => `${reps} ${reps === 1 ? 'rep' : 'reps'}`,
  sets: (sets: number) => `${sets} ${sets === 1 ? 'set' : 'sets'}`,
  timesOver: (sets: number, each: number | string) => `${sets} × ${each}`,
  hold: (time: string) => `hold ${time}`,
  seconds: (seconds: number) => `${seconds} s`,
  minutes: (minutes: number) => `${minutes} min`,
  minutesAndSeconds: (minutes: number, seconds: number) => `${minutes} min ${seconds} s`,
  /** A clock said in words to a screen reader, each unit by its count. */
  clockUnits: {
    hour: (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
    minute: (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`,
    second: (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`,
  },
  // What a run of a prescribed routine tells the clinician (decision 045).
  painBeforeAfter: 'Pain before → after',
  painFigure: (before: number | null, after: number | null) => `${before ?? '–'} → ${after ?? '–'}`,
  painWords: (before: number | null, after: number | null) =>
    `${before ?? 'not answered'} before, ${after ?? 'not answered'} after`,
  exercisesThatHurt: 'Exercises that hurt',
  noneHurt: 'None',
} as const;
