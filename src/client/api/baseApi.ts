import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { addLateSlice } from '../state/lateSlices';
import { rejectingSession } from './rejectingSessionQuery';
import { sessionAuthorization } from './sessionAuthorization';

/**
 * The one RTK Query slice. Features and the profile engine add their endpoints with
 * injectEndpoints; every request carries `Authorization: Motus <token>` once signed in, and
 * a 401 to such a request ends the session (rejectingSessionQuery.ts). It joins the store
 * when this module first loads, not when the store is built (decision 014).
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

declare module '../state/lateSlices' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

addLateSlice({
  name: baseApi.reducerPath,
  reducer: baseApi.reducer,
  middleware: baseApi.middleware,
  forgetUserData: baseApi.util.resetApiState,
});
