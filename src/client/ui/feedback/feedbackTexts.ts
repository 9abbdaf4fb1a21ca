/** The words of the loading and error states when the screen gives none of its own. */
export const feedbackTexts = {
  loading: 'Loading…',
  /** Read by a screen reader from a spinner that stands alone. */
  spinnerLoading: 'Loading',
  tryAgain: 'Try again',
  /** What a person can do when a read or a send did not reach Motus. */
  checkConnection: 'Check your connection and try again.',
  /** While the app's first page is being prepared: the shell, a route's configs. */
  openingApp: 'Opening Motus…',
} as const;
