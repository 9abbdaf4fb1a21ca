import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { rejectingSession } from './rejectingSessionQuery';
import { sessionAuthorization } from './sessionAuthorization';

/**
 * The one RTK Query slice. Features and the profile engine add their endpoints with
 * injectEndpoints; every request carries `Authorization: Motus <token>` once signed in, and
 * a 401 to such a request ends the session (rejectingSessionQuery.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: rejectingSession(
    fetchBaseQuery({
      baseUrl: '/',
      prepareHeaders: (headers, { getState }) => {
        const authorization = sessionAuthorization(getState());
        // A call that names its own token (logout of the session being left) keeps it.
        if (authorization && !headers.has('Authorization')) {
          headers.set('Authorization', authorization);
        }
        return headers;
      },
    }),
  ),
  // Cache tags name what a reply shows, so a save invalidates exactly what it changed.
  tagTypes: [
    'Profiles',
    'Readings',
    'ActivityYear',
    'User',
    'SecurePin',
    'PartnerConsent',
    'Routines',
    'RoutineSessions',
    'Contacts',
    'Invites',
    'Meetings',
  ],
  endpoints: () => ({}),
});
