import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/profileConfigSchema';
import { useReadPinnedTabQuery, useReadTabQuery, type ReadTabArgs } from './readTabEndpoint';

/**
 * A tab's records for a range, through the read its profile needs: with the accepted secure
 * pin when the profile is pin-gated, else the plain read. Both hooks are called (hooks may
 * not be conditional); the one not needed is skipped and sends nothing.
 */
export function useTabReadings(
  tab: ProfileTab,
  range: DateRange,
  { pin, maxPoints }: { pin?: string | undefined; maxPoints?: number } = {},
) {
  const args: ReadTabArgs = {
    path: tab.read,
    method: tab.read_method,
    list: tab.list,
    datasetId: tab.dataset,
    range,
    ...(maxPoints === undefined ? {} : { maxPoints }),
  };
  const painted = useFirstPagePainted();
  const plain = useReadTabQuery(args, { skip: !painted || pin !== undefined });
  const pinned = useReadPinnedTabQuery(
    { ...args, pin: pin ?? '' },
    { skip: !painted || pin === undefined },
  );
  return pin === undefined ? plain : pinned;
}
