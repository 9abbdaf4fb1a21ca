import type { Middleware } from '@reduxjs/toolkit';
import { sessionRejected } from '../../api/sessionRejected';
import { rememberReturnPlace } from '../../state/sessionResume';
import { showToast } from '../../ui/feedback/toasts';
import { authStateTexts } from '../../account/authTexts';
import type { SessionState } from '../../api/sessionUser';

interface SessionRootState {
  session: SessionState;
}

/** One toast however many calls were refused at once. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';

/**
 * Middleware that tells the user why they are back at /login when the server ended their
 * session, and keeps the page they were on to return to after logging in again. The API
 * layer only announces the refusal (it must not know about toasts or features); the session
 * reducer clears the user, this says so.
 */
export const sessionEndedNotice: Middleware = (store) => (next) => (action) => {
  const { user } = (store.getState() as SessionRootState).session;
  if (sessionRejected.match(action) && user) {
    rememberReturnPlace(user.id, window.location.pathname + window.location.search);
  }
  const result = next(action);
  if (sessionRejected.match(action)) {
    showToast('info', authStateTexts.sessionEnded, { toastId: SESSION_ENDED_TOAST_ID });
  }
  return result;
};
