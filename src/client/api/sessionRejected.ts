import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused the signed-in session (401 on a call made with the current token):
 * it expired after an hour idle elsewhere, or the user logged out on another tab. The API
 * layer only announces it; the session slice clears the user and the auth feature tells them.
 */
export const sessionRejected = createAction('api/sessionRejected');
