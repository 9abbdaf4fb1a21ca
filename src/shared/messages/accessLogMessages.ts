/**
 * The words of the access log's cells, one definition for the Sharing page's download (made in the
 * browser) and the access-log.csv of the CSV export (made by the server): decision 023.
 */
export const accessLogMessages = {
  you: 'You',
  noReader: '—',
  actionRead: 'Read',
  actionImported: 'Imported',
  actionExported: 'Exported',
  actionConsentGiven: 'Consent given',
  actionConsentWithdrawn: 'Consent withdrawn',
  /** Read as "Dana Meyer added a routine to your Workout" (Who, then Action). */
  actionPrescribed: 'Added a routine to your Workout',
  actionPrescriptionChanged: 'Changed a routine it added to your Workout',
  /** Read as "Dana Meyer saw your summary": their panel, once a day (decision 044). */
  actionSummary: 'Saw your summary',
  /** Who opened a passcode link: 'Dr Smith (passcode link "For my GP")'. */
  linkRecipient: (recipient: string, label: string | null) =>
    label === null ? `${recipient} (passcode link)` : `${recipient} (passcode link "${label}")`,
  linkOpened: 'Opened the passcode link',
  linkWrongPasscode: 'Wrong passcode',
  linkRefused: 'Refused: the link had ended',
} as const;
