/** The not-found page's words, Motus's own: what happened, and the way back. */
export const notFoundTexts = {
  title: 'Page not found',
  /** The address asked for stands in code. */
  message: 'There is no page at {path}. It may have moved, or the address may be mistyped.',
  toDashboard: 'Go to your dashboard',
  toLogin: 'Go to log in',
} as const;
