import { replaceDialogToast, showToast } from '../../ui/feedback/toasts';
import { NO_DATA_MESSAGE } from '../../../shared/messages/readingMessages';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { useLazyReadTabQuery } from '../api/readTabApi';
import { engineTexts } from '../engineTexts';

export type PinCheckOutcome = 'accepted' | 'refused';

/**
 * Tries a typed pin the way docs/product.md#secure-pin does: a read of the first tab's records
 * with it. Says how it went in that section's words:
 * - read → the profile's 'retrieved' text; 'No data available' → a warning, still accepted;
 * - 403 → 'Security Pin Denied!'; another refusal with a message (a locked pin) → that
 *   message; anything else → 'Something went wrong!'.
 * A refusal's toast goes to the gate dialog's own container: the modal sits above the page's.
 */
export function usePinCheck(
  checkTab: ProfileTab,
  range: DateRange,
  /** Said when the pin opens the page; nothing is said when absent (the ID-number prompt). */
  retrievedMessage: string | undefined,
  dialogToasts: string,
) {
  const [read, { isFetching }] = useLazyReadTabQuery();

  async function check(pin: string): Promise<PinCheckOutcome> {
    try {
      const readings = await read({
        path: checkTab.read,
        method: checkTab.read_method,
        list: checkTab.list,
        datasetId: checkTab.dataset,
        range,
        subject: { kind: 'own', pin },
      }).unwrap();
      if (retrievedMessage === undefined) return 'accepted';
      if (readings.message === NO_DATA_MESSAGE) showToast('warning', engineTexts.noDataAvailable);
      else showToast('success', retrievedMessage);
      return 'accepted';
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const message =
        status === 403
          ? engineTexts.pinDenied
          : (serverFailureMessage(error) ?? engineTexts.somethingWentWrong);
      replaceDialogToast('error', message, dialogToasts);
      return 'refused';
    }
  }

  return { check, checking: isFetching };
}
