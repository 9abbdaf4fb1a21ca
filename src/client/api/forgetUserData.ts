import { createAction } from '@reduxjs/toolkit';

/**
 * The signed-in person changed (signed in, signed out, or the session was refused): whatever
 * was cached for the last one is forgotten, so the next user of the browser never sees it.
 * The auth feature announces it; the API slice empties its cache (baseApi.ts).
 */
export const forgetUserData = createAction('api/forgetUserData');
