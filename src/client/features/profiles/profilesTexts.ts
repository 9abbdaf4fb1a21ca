import { feedbackTexts } from '../../ui/feedback/feedbackTexts';

/** The words of a profile's route while its config is on its way, or could not come. */
export const profilesTexts = {
  loadFailedHint: `${feedbackTexts.checkConnection} Nothing you entered has been lost.`,
  loadingProfile: 'Loading your profile…',
} as const;
