import { configureStore } from '@reduxjs/toolkit';
import { forgetDataOnSessionChange } from '../features/auth/forgetDataOnSessionChange';
import { sessionEndedNotice } from '../features/auth/sessionEndedNotice';
import { sessionSlice } from '../api/sessionSlice';
import { type SessionState } from '../api/sessionUser';
import { dynamicMiddleware } from '../state/dynamicMiddleware';
import { rootReducer } from '../state/rootReducer';

declare module '../state/rootReducer' {
  interface LazyLoadedSlices {
    session: SessionState;
  }
}

/** The session from the start; the API slice joins when its code loads (api/baseApi.ts). */
const reducer = rootReducer.inject(sessionSlice);

export type RootState = ReturnType<typeof reducer>;

/**
 * Builds the store. The app builds it once, after the stored user is decrypted, so the
 * first render already knows who is signed in; tests build one per test.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      // Middleware that comes with the API's code sees a query's thunk before it runs.
      getDefaultMiddleware()
        .prepend(dynamicMiddleware.middleware)
        .concat(sessionEndedNotice, forgetDataOnSessionChange),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
