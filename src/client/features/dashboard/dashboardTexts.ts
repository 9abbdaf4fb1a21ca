/**
 * Texts of the dashboard's year summary. docs/product.md#dashboard asks only that a failed
 * current-year read be said once, with the error (a browser alert here); the rest are for the
 * states that implies, in the plain style of the product's other messages.
 */
export const dashboardTexts = {
  glanceTitle: 'This year at a glance',
  profilesLoading: 'Loading your profiles…',
  profilesFailed: 'We could not load your profiles',
  summaryLoading: 'Adding up this year…',
  summaryFailed: 'We could not load this year’s totals',
  summaryFailedHint: 'Check your connection and try again.',
  retry: 'Try again',
  summaryAlert: (description: string) => `Unable to load this year’s totals: ${description}`,
  nothingThisYear: (profileName: string) =>
    `No ${profileName.toLowerCase()} recorded this year yet.`,
  nothingThisYearHint: 'Your totals for each month appear here as you add readings.',
  nothingYetFor: 'Nothing recorded yet for:',
  openProfile: (profileTitle: string) => `Open ${profileTitle}`,
  latestThisYear: 'Latest this year',
  latestLoading: 'Loading your latest reading…',
  latestFailed: 'We could not load your latest reading',
  behindPin: 'Kept behind your secure pin: open the profile to see your readings.',
  trend: {
    up: '↑ Up from the reading before',
    down: '↓ Down from the reading before',
    steady: '→ The same as the reading before',
  },
} as const;
