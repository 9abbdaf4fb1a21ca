import { useEffect } from 'react';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/profileConfigSchema';
import { useReadSubject } from '../subject/readSubject';
import { isAccessRefusal } from './replyFailure';
import {
  useReadPinnedTabQuery,
  useReadSubjectTabQuery,
  useReadTabQuery,
  type ReadTabArgs,
} from './readTabEndpoint';

/**
 * A tab's records for a range, through the read its page needs: a patient's under the page's
 * subject (with patient_id, no pin), else with the accepted secure pin when the profile is
 * pin-gated, else the plain read. All three hooks are called (hooks may not be conditional);
 * those not needed are skipped and send nothing. A refused subject read tells the page.
 */
export function useTabReadings(
  tab: ProfileTab,
  range: DateRange,
  { pin, maxPoints }: { pin?: string | undefined; maxPoints?: number } = {},
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
  const plain = useReadTabQuery(args, { skip: !painted || !own || pin !== undefined });
  const pinned = useReadPinnedTabQuery(
    { ...args, pin: pin ?? '' },
    { skip: !painted || !own || pin === undefined },
  );
  const subjects = useReadSubjectTabQuery(
    { ...args, patientId: subject?.patientId ?? 0 },
    { skip: !painted || own },
  );
  const refused = !own && subjects.isError && isAccessRefusal(subjects.error);
  useEffect(() => {
    if (refused) subject.onRefused();
  }, [refused, subject]);
  if (!own) return subjects;
  return pin === undefined ? plain : pinned;
}
