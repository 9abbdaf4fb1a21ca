/** Edit Profile's toasts, quoted from docs/product.md#edit-profile exactly, typos included. */
export const editProfileTexts = {
  updated: 'User Info Successfully Updated!',
  updateFailed: 'Unable To Update User!',
  viewFailed: 'Unable To View Profile!',
  pinGenerated: 'Successfully Generated Pin!',
  pinFailed: 'Unable Generate Security Pin!',
} as const;

/** The page's headings, fields and buttons; the buttons as docs/product.md#edit-profile names them. */
export const editProfilePageTexts = {
  title: 'Edit Profile',
  subtitle: 'Your details, and the pin that guards your medical data.',
  yourAccount: 'Your account',
  name: 'Name',
  birthday: 'Birthday',
  yourDetails: 'Your details',
  timeZone: 'Time Zone',
  confirmWithPassword: 'Password (to confirm the update)',
  confirmWithPasswordHint: 'Your current password: it confirms the change',
  update: 'UPDATE',
  securePin: 'Secure pin',
  generatePin: 'GENERATE SECURITY PIN',
} as const;

/** Texts docs/product.md does not give, for states it implies. */
export const editProfileStateTexts = {
  pinMailed: 'Your new secure pin is on its way to your email. It replaces any pin you had.',
  pinExplained:
    'Your secure pin opens your Medical and Laboratory profiles. We email it to you; Motus never shows it here.',
  timeZoneHint: 'Where your clock is: the times of your readings are in this zone',
} as const;

/** The Delete account section and its dialog (docs/sharing.md); the words are Motus's own. */
export const deleteAccountTexts = {
  heading: 'Delete account',
  explained:
    'Deleting your account removes your profile, every reading and medical record, your routines and sessions, your doctors’ access and your passcode links, for good.',
  downloadFirst: 'Download your data first',
  open: 'Delete my account…',
  dialogTitle: 'Delete your account?',
  dialogWarning:
    'This cannot be undone: your account and all its data are deleted at once, and your doctors stop seeing your data.',
  passwordLabel: 'Your password',
  passwordHint: 'Your current password confirms the deletion',
  confirmLabel: (word: string) => `Type ${word} to confirm`,
  confirmHint: (word: string) => `In capital letters, exactly: ${word}`,
  cancel: 'Cancel',
  confirm: 'Delete account',
  failed: 'Your account was not deleted.',
  failedUnknown: 'Motus could not be reached. Your account was not deleted: try again.',
} as const;
