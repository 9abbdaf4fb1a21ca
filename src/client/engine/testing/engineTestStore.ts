import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { outboxSlice } from '../../api/outbox/outboxSlice';
import { testUser } from '../../test/testUser';

/**
 * A store with only what the engine needs: the API slice, the device's queue of writes and
 * a signed-in session (the test user's id and token). The
 * engine may not import the app's store (layer rule), and its tests need no more.
 */
export function createEngineTestStore() {
  const reducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    [outboxSlice.reducerPath]: outboxSlice.reducer,
    session: (
      state: { user: { id: number; token: string } | null } = {
        user: { id: testUser.id, token: 'test-token' },
      },
    ) => state,
  });
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}
