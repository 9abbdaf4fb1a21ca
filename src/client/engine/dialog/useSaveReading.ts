import { toast } from 'react-toastify';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { readingCreatedOn } from '../../../shared/dates/readingCreatedOn';
import type { ProfileDataset } from '../../../shared/profile-config/profileConfigSchema';
import { useAddReadingMutation, type ReadingBody } from '../api/addReadingEndpoint';
import { classifyReplyFailure } from '../api/replyFailure';
import { writePathOf } from '../../../shared/profile-config/writePathOf';
import { engineMessages } from '../engineMessages';
import type { ReadingFormData } from './readingFormSchema';

function valuesOf(formData: ReadingFormData): Omit<ReadingBody, 'created_on'> {
  const values: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(formData)) {
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * Sends one reading and says how it went, with the specification's messages (001 §5, §8):
 * no day → 'Please provide a date!' and nothing sent; a refused reply → 'Please ensure that
 * all fields have been filled in!'; any other failure → the profile's failed text.
 * Resolves true when the reading was saved.
 *
 * A message shown while the dialog stays open goes to the dialog's own toast container: a
 * modal <dialog> sits in the browser's top layer, above the page's toasts and their reach.
 */
export function useSaveReading(
  profile: Pick<ProfileListEntry, 'write' | 'messages'>,
  dialogToasts: string,
) {
  const [addReading, { isLoading }] = useAddReadingMutation();

  async function save(dataset: ProfileDataset, day: string, formData: ReadingFormData) {
    if (day === '') {
      toast.warn(engineMessages.noDate, { containerId: dialogToasts });
      return false;
    }
    try {
      await addReading({
        path: writePathOf(profile, dataset),
        datasetId: dataset.id,
        body: { ...valuesOf(formData), created_on: readingCreatedOn(day) },
      }).unwrap();
      toast.success(profile.messages.added);
      return true;
    } catch (error) {
      const failure = classifyReplyFailure(error as Parameters<typeof classifyReplyFailure>[0]);
      const message =
        failure === 'not-success' ? engineMessages.notAllFilled : profile.messages.failed;
      toast.error(message, { containerId: dialogToasts });
      return false;
    }
  }

  return { save, saving: isLoading };
}
