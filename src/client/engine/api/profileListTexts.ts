/** The profile list every page reads (useProfileList), when it could not come. */
export const profileListTexts = {
  loadFailed: 'We could not load your profiles',
} as const;
