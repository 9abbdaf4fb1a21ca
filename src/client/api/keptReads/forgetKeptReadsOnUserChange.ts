import type { Middleware } from '@reduxjs/toolkit';
import { forgetUserData } from '../forgetUserData';
import { forgetKeptReplies } from './keptReadsStore';
import { offlineReadsForgotten } from './offlineReadsSlice';

/**
 * The replies kept on the device belong to the person who read them (forgetUserData): a
 * change of the signed-in person forgets them all, so the next user never sees them.
 */
export const forgetKeptReadsOnUserChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (forgetUserData.match(action)) {
    void forgetKeptReplies();
    store.dispatch(offlineReadsForgotten());
  }
  return result;
};
