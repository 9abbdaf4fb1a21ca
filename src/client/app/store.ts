import {
  applyMiddleware,
  compose,
  legacy_createStore as createStore,
  type Reducer,
  type StoreEnhancer,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { forgetDataOnSessionChange } from '../features/auth/forgetDataOnSessionChange';
import { sessionEndedNotice } from '../features/auth/sessionEndedNotice';
import { sessionReducer, type SessionState } from '../features/auth/sessionSlice';
import {
  followLateSlices,
  lateMiddleware,
  rootReducerWith,
  type LazyLoadedSlices,
} from '../state/lateSlices';

/** The session from the start; the API slice once its code has loaded. */
export type RootState = { session: SessionState } & Partial<LazyLoadedSlices>;

type ComposeEnhancers = (...enhancers: StoreEnhancer[]) => StoreEnhancer;

/** Redux DevTools in development, when the browser has the extension. */
function composeEnhancers(): ComposeEnhancers {
  const devTools = import.meta.env.DEV
    ? (globalThis as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: ComposeEnhancers })
        .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
    : undefined;
  return devTools ?? compose;
}

/**
 * Builds the store. The app builds it once, after the stored user is decrypted, so the
 * first render already knows who is signed in; tests build one per test.
 *
 * It is put together with Redux itself, as RTK's configureStore would (thunks on, for RTK
 * Query; DevTools in development), and the API slice with its middleware joins it when the
 * API's code loads (api/baseApi.ts): RTK and RTK Query are then not part of the login page's
 * JavaScript (decision 014).
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const reducers = { session: sessionReducer };
  const reducer = rootReducerWith(reducers) as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;
  const store = createStore(
    reducer,
    preloadedState,
    composeEnhancers()(
      applyMiddleware(thunk, sessionEndedNotice, forgetDataOnSessionChange, lateMiddleware),
    ),
  );
  followLateSlices(store, reducers);
  return store as typeof store & { dispatch: ThunkDispatch<RootState, unknown, UnknownAction> };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
