import { createAction, type Middleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware } from '../state/dynamicMiddleware';
import { rootReducer } from '../state/rootReducer';
import { isForgottenOnceUnused } from './forgetOnceUnused';
import { forgetUserData } from './forgetUserData';
import { forgetKeptReadsOnUserChange } from './keptReads/forgetKeptReadsOnUserChange';
import { keepingReads } from './keptReads/keepingReads';
import { refetchOnReconnect } from './keptReads/refetchOnReconnect';
import { rejectingSession } from './rejectingSessionQuery';
import { sessionAuthorization } from './sessionAuthorization';

/**
 * The one RTK Query slice. Features and the profile engine add their endpoints with
 * injectEndpoints, one `<area>Api.ts` for each area of calls beside the code that makes them
 * (features/workout/workoutApi.ts, engine/api/readTabApi.ts); every request carries `Authorization: Motus <token>` once signed in, and
 * a 401 to such a request ends the session (rejectingSessionQuery.ts). It joins the store
 * when this module first loads, with the first page that calls the server. The person's reads
 * are kept on the device and answer when the network fails (keptReads/keepingReads.ts), and
 * are made again when it returns (keptReads/refetchOnReconnect.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: keepingReads(
    rejectingSession(
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
  ),
  refetchOnReconnect: true,
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

/**
 * An entry named in forgetOnceUnused goes as soon as its last subscriber does, as with
 * keepUnusedDataFor: 0 (a running read of it is called off). It runs ahead of the API's own
 * middleware, which keeps the unsubscription to itself; the removal waits a task, as RTK
 * Query's own does, so a subscriber that comes straight back (a re-render) keeps it.
 */
const forgetUnusedPrivateReads: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (!baseApi.internalActions.unsubscribeQueryResult.match(action)) return result;
  const { queryCacheKey } = action.payload;
  setTimeout(() => {
    const state = store.getState() as { api?: ReturnType<typeof baseApi.reducer> };
    const entry = state.api?.queries[queryCacheKey];
    const endpointName = entry?.endpointName;
    if (endpointName === undefined || !isForgottenOnceUnused(endpointName, entry?.originalArgs)) {
      return;
    }
    // Thunks and the API's answer to its own actions: what Redux's plain dispatch type omits.
    const dispatch = store.dispatch as (action: unknown) => unknown;
    // The API's middleware answers this action with its subscriptions instead of passing it on.
    const subscriptions = dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as {
      getSubscriptionCount: (key: string) => number;
    };
    if (subscriptions.getSubscriptionCount(queryCacheKey) > 0) return;
    const running = dispatch(
      baseApi.util.getRunningQueryThunk(endpointName as never, entry?.originalArgs as never),
    ) as { abort: () => void } | undefined;
    running?.abort();
    store.dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey }));
  }, 0);
  return result;
};

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(
  startApiState,
  forgetUnusedPrivateReads,
  baseApi.middleware,
  forgetCacheOnUserChange,
  forgetKeptReadsOnUserChange,
  refetchOnReconnect,
);
