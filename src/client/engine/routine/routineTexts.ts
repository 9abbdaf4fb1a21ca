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
} as const;
