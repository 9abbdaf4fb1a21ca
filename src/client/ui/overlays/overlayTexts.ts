/** The words every dialog shares. */
export const overlayTexts = {
  close: 'Close',
} as const;
