import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../state/hooks';
import { loadAuthApi } from './loadAuthApi';
import { signedOut } from '../api/sessionSlice';

/**
 * Returns a function that ends the session: the user is cleared, which also clears the
 * stored copy, and the server is told (its failure is ignored, the token expires on its own).
 */
export function useEndSession(): () => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(() => {
    const token = store.getState().session.user?.token;
    if (!token) return;
    dispatch(signedOut());
    // The reply does not matter: a failed logout leaves a token that expires within the hour.
    loadAuthApi()
      .then((authApi) => dispatch(authApi.endpoints.logout.initiate(token, { track: false })))
      .catch(() => undefined);
  }, [dispatch, store]);
}
