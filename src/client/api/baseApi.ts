import { createAction, type Middleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware } from '../state/dynamicMiddleware';
import { rootReducer } from '../state/rootReducer';
import { forgetUserData } from './forgetUserData';
import { rejectingSession } from './rejectingSessionQuery';
import { sessionAuthorization } from './sessionAuthorization';

/**
 * The one RTK Query slice. Features and the profile engine add their endpoints with
 * injectEndpoints, one `<area>Api.ts` for each area of calls beside the code that makes them
 * (features/workout/workoutApi.ts, engine/api/readTabApi.ts); every request carries `Authorization: Motus <token>` once signed in, and
 * a 401 to such a request ends the session (rejectingSessionQuery.ts). It joins the store
 * when this module first loads, with the first page that calls the server.
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

declare module '../state/rootReducer' {
  interface LazyLoadedSlices {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

const apiJoinedStore = createAction('api/joinedStore');

/**
 * A store built before this module loaded has no API state until its next action reaches
 * the reducer; a query's thunk, which reads that state before dispatching anything, would
 * find none. Runs ahead of the thunk middleware (app/store.ts).
 */
const startApiState: Middleware = (store) => (next) => (action) => {
  if ((store.getState() as Record<string, unknown>)[baseApi.reducerPath] === undefined) {
    next(apiJoinedStore());
  }
  return next(action);
};

/** The cache belongs to the person it was fetched for (forgetUserData). */
const forgetCacheOnUserChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (forgetUserData.match(action)) store.dispatch(baseApi.util.resetApiState());
  return result;
};

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(startApiState, baseApi.middleware, forgetCacheOnUserChange);
