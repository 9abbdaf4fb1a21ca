import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import { profileListTexts } from '../../engine/api/profileListTexts';

/**
 * Texts of the dashboard's year summary. docs/product.md#dashboard asks only that a failed
 * current-year read be said once, with the error (a browser alert here); the rest are for the
 * states that implies, in the plain style of the product's other messages.
 */
export const dashboardTexts = {
  title: 'Dashboard',
  subtitle: 'Choose an area to record or review.',
  greetedSubtitle: (firstName: string) => `Hi, ${firstName}. Choose an area to record or review.`,
  yourProfiles: 'Your profiles',
  moreFromMotus: 'More from Motus',
  /** The three external cards (docs/product.md#dashboard). */
  shop: 'Shop',
  shopDescription: 'Equipment, supports and braces recommended by our instructors.',
  learning: 'Learning',
  learningDescription: 'Courses and guides on training, recovery and healthy living.',
  healthProfessionals: 'Health Professionals',
  healthProfessionalsDescription:
    'Find physiotherapists, doctors and other professionals near you.',
  glanceTitle: 'This year at a glance',
  /** A card's span before its months are known. */
  thisYear: 'This year',
  /**
   * Month names in English: they appear inside English sentences ("January to November"), so
   * they follow the text, not the browser's language (summaryMonths.ts).
   */
  monthNames: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  monthSpan: (first: string, last: string) => `${first} to ${last}`,
  /** A month-bars sparkline for a screen reader (monthBarsDescription.ts). */
  perMonthNone: (label: string) => `${label} per month: no months yet`,
  perMonth: (label: string, span: string, busiestMonth: string, busiestTotal: string) =>
    `${label} per month, ${span}; most in ${busiestMonth}: ${busiestTotal}`,
  profilesLoading: 'Loading your profiles…',
  profilesFailed: profileListTexts.loadFailed,
  summaryLoading: 'Adding up this year…',
  summaryFailed: 'We could not load this year’s totals',
  summaryFailedHint: feedbackTexts.checkConnection,
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
