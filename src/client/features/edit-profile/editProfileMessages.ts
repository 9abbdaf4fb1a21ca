/** Edit Profile's toasts, quoted from the specification (002 §8) exactly, typos included. */
export const editProfileMessages = {
  updated: 'User Info Successfully Updated!',
  updateFailed: 'Unable To Update User!',
  viewFailed: 'Unable To View Profile!',
  pinGenerated: 'Successfully Generated Pin!',
  pinFailed: 'Unable Generate Security Pin!',
} as const;

/** Texts the specification does not give, for states it implies. */
export const editProfileStateMessages = {
  pinMailed: 'Your new secure pin is on its way to your email. It replaces any pin you had.',
  pinExplained:
    'Your secure pin opens your Medical and Laboratory profiles. We email it to you; Motus never shows it here.',
} as const;
