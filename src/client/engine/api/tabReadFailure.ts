import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { isAbortedCall } from '../../api/abortedCall';
import { engineTexts } from '../engineTexts';
import type { ReadTabSubject } from './readTabApi';
import { classifyReplyFailure, isAccessRefusal, isPinRefusal } from './replyFailure';

/** What the page does about a failed tab read; every part may be absent. */
export interface TabReadFailure {
  /** Written to the console, for whoever looks into a fault. */
  logged: boolean;
  /** The toast, with the id that keeps one on screen however often the read fails. */
  toast?: { text: string; toastId: string };
  /**
   * Who on the page hears of it: the pin gate, which asks for the pin again (reset or
   * locked since, in another tab perhaps); or a patient's page, which says the profile is no
   * longer shared with the doctor.
   */
  tells?: 'pin-gate' | 'subject-page';
}

const nothing: TabReadFailure = { logged: false };

const noDataFound = (tab: ProfileTab) => ({
  text: engineTexts.noDataFound,
  toastId: `no-data:${tab.read}`,
});

/**
 * A failed read of a tab in the page's words (docs/product.md#reading-times-and-date-ranges,
 * docs/product.md#secure-pin, docs/product.md#medical):
 * - a read the app called off is nothing; a refused session is explained once, by the
 *   sign-out that follows it;
 * - the person's own read says 'No data found!', unless the server was not reached (logged);
 * - a pin-gated read is logged; a refused pin says 'Security Pin Denied!' and locks the page
 *   again; otherwise a chart's says 'No data found!' and a table's is only logged;
 * - a patient's read refused (the grant ended or narrowed) tells the page; any other failure
 *   is for the panel's error state, and logged. A doctor sees no toast.
 */
export function tabReadFailure(
  error: FetchBaseQueryError | SerializedError,
  tab: ProfileTab,
  subject: ReadTabSubject,
): TabReadFailure {
  if (isAbortedCall(error)) return nothing;
  const sessionRefused = 'status' in error && error.status === 401;
  const unreachable = classifyReplyFailure(error) === 'unreachable';
  if (subject.kind === 'patient') {
    return isAccessRefusal(error) ? { logged: false, tells: 'subject-page' } : { logged: true };
  }
  if (subject.pin === undefined) {
    if (sessionRefused) return nothing;
    return unreachable ? { logged: true } : { logged: false, toast: noDataFound(tab) };
  }
  if (isPinRefusal(error)) {
    return {
      logged: true,
      toast: { text: engineTexts.pinDenied, toastId: 'pin-refused' },
      tells: 'pin-gate',
    };
  }
  if (isTableTab(tab) || unreachable || sessionRefused) return { logged: true };
  return { logged: true, toast: noDataFound(tab) };
}
