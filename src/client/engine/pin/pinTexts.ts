/**
 * The pin dialogs' buttons (docs/product.md#secure-pin) and the check of a config's own prompt;
 * the dialogs' titles and messages, which the product gives, are in engineTexts.
 */
export const pinTexts = {
  profile: 'Profile',
  forgotPin: 'Forgot Secure Pin',
  enter: 'Enter',
  /** A config's own prompt (the blood results' ID number) left empty: docs/product.md#blood-results gives the rule, not its words. */
  provideYour: (label: string) => `Please provide your ${label}!`,
} as const;
