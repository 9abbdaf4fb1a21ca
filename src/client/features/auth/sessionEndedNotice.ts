import { createListenerMiddleware } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import { sessionRejected } from '../../api/sessionRejected';
import { authStateMessages } from './authMessages';

/** One toast however many calls were refused at once. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';

/**
 * Middleware that tells the user why they are back at /login when the server ended their
 * session. The API layer only announces the refusal (it must not know about toasts or
 * features); the slice clears the user, this says so.
 */
export function createSessionEndedNotice() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionRejected,
    effect: () => {
      toast.info(authStateMessages.sessionEnded, { toastId: SESSION_ENDED_TOAST_ID });
    },
  });
  return listener.middleware;
}
