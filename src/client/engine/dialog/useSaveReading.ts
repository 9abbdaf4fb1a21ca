import { useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { readingCreatedOn } from '../../../shared/dates/readingCreatedOn';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { writePathOf } from '../../../shared/profile-config/writePathOf';
import { useAddReadingMutation, type ReadingBody } from '../api/addReadingApi';
import { outboxTexts } from '../../api/outbox/outboxTexts';
import { saveNow } from '../../api/outbox/queueWrite';
import { newWriteKey } from '../../api/outbox/writeKey';
import { selectSessionUser } from '../../api/sessionUser';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { classifyReplyFailure } from '../api/replyFailure';
import { engineTexts } from '../engineTexts';
import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';
import { storedValuesOf } from './readingFormValues';
import { readingSummary } from './readingSummary';

/** How a save went; 'waiting': kept on this device, to be sent when Motus is online. */
export type SaveOutcome = 'saved' | 'waiting' | 'refused' | 'not-sent';

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
  profile: Pick<ProfileListEntry, 'name' | 'write' | 'messages' | 'pin' | 'record_date'>,
  dialogToasts: string,
) {
  const [addReading, { isLoading }] = useAddReadingMutation();
  const [queueing, setQueueing] = useState(false);
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id;
  const recordDate = recordDateOf(profile);

  /**
   * A reading of a profile with no pin goes through the device's queue
   * (docs/product.md#working-offline): kept first, sent at once with its own key, and when
   * no network is there, sent once one is. A pin-gated reading is never kept on the device.
   */
  async function saveThroughQueue(
    dataset: ProfileDataset,
    body: ReadingBody,
    person: number,
  ): Promise<SaveOutcome> {
    setQueueing(true);
    try {
      const outcome = await saveNow(
        {
          key: newWriteKey(),
          userId: person,
          kind: 'reading',
          url: writePathOf(profile, dataset),
          body,
          title: `${profile.name} · ${dataset.name}`,
          detail: readingSummary(dataset, body, recordDate.field),
          datasetId: dataset.id,
          refreshes: [{ type: 'Readings', id: dataset.id }],
          writtenAt: Date.now(),
        },
        dispatch,
        { keepRefused: false },
      );
      switch (outcome.kind) {
        case 'sent':
          showToast('success', profile.messages.added);
          return 'saved';
        case 'waiting':
          showToast('info', outboxTexts.keptOnDevice);
          return 'waiting';
        case 'not-kept':
          showToast('error', outboxTexts.notKept, { containerId: dialogToasts });
          return 'not-sent';
        case 'refused':
          showToast('error', engineTexts.notAllFilled, { containerId: dialogToasts });
          return 'refused';
        case 'signed-out':
        case 'unavailable':
        case 'unreachable':
          showToast('error', profile.messages.failed, { containerId: dialogToasts });
          return 'refused';
      }
    } finally {
      setQueueing(false);
    }
  }

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
    const body: ReadingBody = {
      ...storedValuesOf(dataset, formData),
      [recordDate.field]: recordDate.time ? readingCreatedOn(day) : day,
    };
    if (!profile.pin && userId !== undefined) return saveThroughQueue(dataset, body, userId);
    try {
      await addReading({
        path: writeUrl(profile, dataset, pin.trim()),
        datasetId: dataset.id,
        body,
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

  return { save, saving: isLoading || queueing };
}
