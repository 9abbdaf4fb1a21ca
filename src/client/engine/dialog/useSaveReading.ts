import { showToast } from '../../ui/feedback/toasts';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { readingCreatedOn } from '../../../shared/dates/readingCreatedOn';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { writePathOf } from '../../../shared/profile-config/writePathOf';
import { useAddReadingMutation } from '../api/addReadingApi';
import { classifyReplyFailure } from '../api/replyFailure';
import { engineTexts } from '../engineTexts';
import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';
import { storedValuesOf } from './readingFormValues';

export type SaveOutcome = 'saved' | 'refused' | 'not-sent';

/** The write path of a dataset, with the secure pin as docs/product.md#secure-pin sends it. */
function writeUrl(
  profile: Pick<ProfileListEntry, 'write' | 'pin'>,
  dataset: ProfileDataset,
  pin: string,
): string {
  const path = writePathOf(profile, dataset);
  if (!profile.pin) return path;
  return `${path}?${new URLSearchParams({ [SECURE_PIN_PARAMETER]: pin }).toString()}`;
}

/**
 * Sends one record and says how it went, in the messages of docs/product.md#add-data-and-validation
 * and docs/product.md#secure-pin: no day → 'Please provide a date!', and on a pin-gated profile no pin →
 * 'Please provide your security pin!', both with nothing sent; a refused reply → 'Please
 * ensure that all fields have been filled in!'; any other failure (a wrong pin among them) →
 * the profile's failed text.
 *
 * A message shown while the dialog stays open goes to the dialog's own toast container: a
 * modal <dialog> sits in the browser's top layer, above the page's toasts and their reach.
 */
export function useSaveReading(
  profile: Pick<ProfileListEntry, 'write' | 'messages' | 'pin' | 'record_date'>,
  dialogToasts: string,
) {
  const [addReading, { isLoading }] = useAddReadingMutation();
  const recordDate = recordDateOf(profile);

  async function save(
    dataset: ProfileDataset,
    day: string,
    formData: ReadingFormData,
    pin = '',
  ): Promise<SaveOutcome> {
    if (day === '') {
      showToast('warning', profile.messages.no_date ?? engineTexts.noDate, {
        containerId: dialogToasts,
      });
      return 'not-sent';
    }
    if (profile.pin && pin.trim() === '') {
      showToast('warning', engineTexts.noPin, { containerId: dialogToasts });
      return 'not-sent';
    }
    try {
      await addReading({
        path: writeUrl(profile, dataset, pin.trim()),
        datasetId: dataset.id,
        body: {
          ...storedValuesOf(dataset, formData),
          [recordDate.field]: recordDate.time ? readingCreatedOn(day) : day,
        },
      }).unwrap();
      showToast('success', profile.messages.added);
      return 'saved';
    } catch (error) {
      const failure = classifyReplyFailure(error as Parameters<typeof classifyReplyFailure>[0]);
      const message =
        failure === 'not-success' ? engineTexts.notAllFilled : profile.messages.failed;
      showToast('error', message, { containerId: dialogToasts });
      return 'refused';
    }
  }

  return { save, saving: isLoading };
}
