import type { Middleware } from '@reduxjs/toolkit';
import { forgetUserData } from '../../api/forgetUserData';
import { sessionRejected } from '../../api/sessionRejected';
import { keepResumeOnlyFor } from '../../state/sessionResume';
import { signedIn, signedOut } from '../../api/sessionSlice';

/**
 * Middleware that forgets the last person's data whenever the signed-in person changes: one
 * user's readings must never be shown, even for a moment, to the next user of the same
 * browser. The API slice, once loaded, empties its cache on forgetUserData.
 */
export const forgetDataOnSessionChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  // What an expired session left (its page, a dialog's values) is for that person only.
  if (signedIn.match(action)) keepResumeOnlyFor(action.payload.id);
  if (signedIn.match(action) || signedOut.match(action) || sessionRejected.match(action)) {
    store.dispatch(forgetUserData());
  }
  return result;
};
