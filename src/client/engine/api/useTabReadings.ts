import { useEffect } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { useReadSubject } from '../subject/readSubject';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import { engineTexts } from '../engineTexts';
import { isAbortedCall } from '../../api/abortedCall';
import { classifyReplyFailure, isAccessRefusal, isPinRefusal } from './replyFailure';
import {
  useReadPinnedTabQuery,
  useReadSubjectTabQuery,
  useReadTabQuery,
  type ReadTabArgs,
} from './readTabApi';

/**
 * A tab's records for a range, through the read its page needs: a patient's under the page's
 * subject (with patient_id, no pin), else with the accepted secure pin when the profile is
 * pin-gated, else the plain read. All three hooks are called (hooks may not be conditional);
 * those not needed are skipped and send nothing. A refused subject read tells the page; a
 * refused pin (reset or locked since, in another tab perhaps) locks the page again, so the
 * pin dialog asks for the new one; a pin-gated chart's read that fails otherwise says 'No
 * data found!' (docs/product.md#reading-times-and-date-ranges), as every chart read does, while a table's is only logged.
 */
export function useTabReadings(
  tab: ProfileTab,
  range: DateRange,
  {
    pin,
    maxPoints,
    onPinRefused,
    skip = false,
  }: {
    pin?: string | undefined;
    maxPoints?: number;
    onPinRefused?: (() => void) | undefined;
    /** The readings are already in hand (a shared link's file): nothing is read. */
    skip?: boolean;
  } = {},
) {
  const subject = useReadSubject();
  const args: ReadTabArgs = {
    path: tab.read,
    method: tab.read_method,
    list: tab.list,
    datasetId: tab.dataset,
    range,
    ...(maxPoints === undefined ? {} : { maxPoints }),
  };
  const painted = useFirstPagePainted();
  const own = subject === undefined;
  const plain = useReadTabQuery(args, { skip: skip || !painted || !own || pin !== undefined });
  const pinned = useReadPinnedTabQuery(
    { ...args, pin: pin ?? '' },
    { skip: skip || !painted || !own || pin === undefined },
  );
  const subjects = useReadSubjectTabQuery(
    { ...args, patientId: subject?.patientId ?? 0 },
    { skip: skip || !painted || own },
  );
  const refused = !own && subjects.isError && isAccessRefusal(subjects.error);
  useEffect(() => {
    if (refused) subject.onRefused();
  }, [refused, subject]);
  const pinnedFailure = own && pin !== undefined && pinned.isError ? pinned.error : undefined;
  useEffect(() => {
    if (pinnedFailure === undefined) return;
    if (isPinRefusal(pinnedFailure)) {
      showToast('warning', engineTexts.pinDenied, { toastId: 'pin-refused' });
      onPinRefused?.();
      return;
    }
    const unreachable = classifyReplyFailure(pinnedFailure) === 'unreachable';
    if (isTableTab(tab) || unreachable || isAbortedCall(pinnedFailure)) return;
    if ('status' in pinnedFailure && pinnedFailure.status === 401) return;
    showToast('warning', engineTexts.noDataFound, { toastId: `no-data:${tab.read}` });
  }, [pinnedFailure, onPinRefused, tab]);
  if (!own) return subjects;
  return pin === undefined ? plain : pinned;
}
