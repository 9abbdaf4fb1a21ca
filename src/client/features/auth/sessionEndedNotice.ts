import type { Middleware } from 'redux';
import { sessionRejected } from '../../api/sessionRejected';
import { showToast } from '../../ui/feedback/lateToasts';
import { authStateMessages } from './authMessages';

/** One toast however many calls were refused at once. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';

/**
 * Middleware that tells the user why they are back at /login when the server ended their
 * session. The API layer only announces the refusal (it must not know about toasts or
 * features); the session reducer clears the user, this says so.
 */
export const sessionEndedNotice: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (sessionRejected.match(action)) {
    showToast('info', authStateMessages.sessionEnded, { toastId: SESSION_ENDED_TOAST_ID });
  }
  return result;
};
