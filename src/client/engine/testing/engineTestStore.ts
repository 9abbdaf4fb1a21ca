import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';

/**
 * A store with only what the engine needs: the API slice and a signed-in session. The
 * engine may not import the app's store (layer rule), and its tests need no more.
 */
export function createEngineTestStore() {
  const reducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    session: (state: { user: { token: string } | null } = { user: { token: 'test-token' } }) =>
      state,
  });
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}
