import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { sessionRejected } from '../../api/sessionRejected';
import { signedIn, signedOut } from './sessionSlice';

/**
 * Middleware that empties the API cache whenever the signed-in person changes: one user's
 * readings must never be shown, even for a moment, to the next user of the same browser.
 */
export function createForgetDataOnSessionChange() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionRejected),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}
