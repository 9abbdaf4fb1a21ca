/** The words of a profile's route while its config is on its way, or could not come. */
export const profilesTexts = {
  loadFailedHint: 'Check your connection and try again. Nothing you entered has been lost.',
  loadingProfile: 'Loading your profile…',
} as const;
