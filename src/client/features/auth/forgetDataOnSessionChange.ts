import type { Middleware } from 'redux';
import { sessionRejected } from '../../api/sessionRejected';
import { forgetUserDataActions } from '../../state/lateSlices';
import { keepResumeOnlyFor } from '../../state/sessionResume';
import { signedIn, signedOut } from './sessionSlice';

/**
 * Middleware that empties the API cache whenever the signed-in person changes: one user's
 * readings must never be shown, even for a moment, to the next user of the same browser.
 * Each slice that joined the store says how it forgets (the API: resetApiState).
 */
export const forgetDataOnSessionChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  // What an expired session left (its page, a dialog's values) is for that person only.
  if (signedIn.match(action)) keepResumeOnlyFor(action.payload.id);
  if (signedIn.match(action) || signedOut.match(action) || sessionRejected.match(action)) {
    for (const forget of forgetUserDataActions()) store.dispatch(forget);
  }
  return result;
};
