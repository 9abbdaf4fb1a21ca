/** The words of the loading and error states when the screen gives none of its own. */
export const feedbackTexts = {
  loading: 'Loading…',
  /** Read by a screen reader from a spinner that stands alone. */
  spinnerLoading: 'Loading',
  tryAgain: 'Try again',
  /** While the app's first page is being prepared: the shell, a route's configs. */
  openingApp: 'Opening Motus…',
} as const;
