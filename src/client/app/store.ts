import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { createForgetDataOnSessionChange } from '../features/auth/forgetDataOnSessionChange';
import { createSessionEndedNotice } from '../features/auth/sessionEndedNotice';
import { sessionSlice } from '../features/auth/sessionSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the store. The app builds it once, after the stored user is decrypted, so the
 * first render already knows who is signed in; tests build one per test.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(createSessionEndedNotice(), createForgetDataOnSessionChange())
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
