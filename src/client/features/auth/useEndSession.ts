import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useLogoutMutation } from './authApi';
import { signedOut } from './sessionSlice';

/**
 * Returns a function that ends the session: the server is told (its failure is ignored, the
 * token expires on its own) and the user is cleared, which also clears the stored copy.
 */
export function useEndSession(): () => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [logout] = useLogoutMutation();
  return useCallback(() => {
    const token = store.getState().session.user?.token;
    if (!token) return;
    // The reply does not matter: a failed logout leaves a token that expires within the hour.
    void logout(token);
    dispatch(signedOut());
  }, [dispatch, logout, store]);
}
