import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';

/** What an open Add Data dialog keeps for a person whose session expires (never the pin). */
export interface AddDataDraft {
  datasetId: number | undefined;
  day: string;
  formData: ReadingFormData;
}

export const addDataDraftKey = (profileId: string) => `add-data:${profileId}`;
