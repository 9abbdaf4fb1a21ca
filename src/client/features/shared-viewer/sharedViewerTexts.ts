import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import { shareLinkMessages } from '../../../shared/messages/shareLinkMessages';

/** The words of the passcode link viewer (/shared). */
export const sharedViewerTexts = {
  pageTitle: 'Shared health data',
  heading: 'Shared health data',
  readOnly: 'Read-only',
  badLinkTitle: 'This link cannot be read',
  badLinkMessage:
    'The address is incomplete or changed. Ask the person who shared it to send the whole link again.',
  expiredTitle: 'This link has ended',
  expiredMessage: (day: string) =>
    `It could be opened until ${day}. Ask the person who shared it for a new link.`,
  goneTitle: 'This link cannot be opened',
  goneMessage: shareLinkMessages.notFound,
  failedMessage: feedbackTexts.checkConnection,
  unreachable: (server: string) =>
    `The server this link points to, ${server}, could not be reached. Ask the person who shared it whether that is the address they open Motus at, or try again later.`,
  unreadable: 'The shared data could not be opened. Try again later.',
  linkLabel: (label: string) => `“${label}”`,
  openUntil: (day: string) => `Can be opened until ${day}.`,
  intro:
    'Someone has shared a copy of their health data with you through Motus. Say who you are: they will see your name and when you opened it.',
  formLabel: 'Open the shared data',
  yourName: 'Your name',
  yourNameHint: 'For example: Dr Sam Smith, City Practice.',
  nameNeeded: 'Enter your name.',
  passcode: 'Passcode',
  passcodeHint: 'The person who shared the link gives you its passcode.',
  passcodeNeeded: 'Enter the passcode.',
  wrongPasscode: (remaining: number) =>
    remaining === 0
      ? 'That passcode is not right, and the link is now closed.'
      : `That passcode is not right. ${remaining} more wrong ${remaining === 1 ? 'try closes' : 'tries close'} the link.`,
  open: 'Open',
  opening: 'Opening the shared data…',
  banner: (name: string, day: string) =>
    `Shared by ${name} through Motus, read-only, until ${day}.`,
  someone: 'someone',
  born: (day: string) => `Born ${day}`,
  emptyTitle: 'This link holds no readings',
  emptyMessage: 'The person shared no readings in the range they chose.',
  tabsLabel: 'Shared data',
  areaTabsLabel: (area: string) => `${area}: shared data`,
  areasLabel: 'Shared areas',
  otherArea: 'Other data',
  copyMade: (when: string) =>
    `A copy of the data as it was on ${when}: later changes are not in this link.`,
  recordColumns: {
    what: 'What',
    relationship: 'Relationship',
    condition: 'Condition',
    complication: 'Complication',
    dosage: 'Dosage',
    status: 'Status',
    note: 'Note',
  },
  resourceTitles: {
    AllergyIntolerance: 'Allergies',
    Condition: 'Medical events',
    Procedure: 'Surgeries',
    FamilyMemberHistory: 'Family medical history',
    MedicationStatement: 'Medications',
  },
} as const;
