import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useEndSession } from './useEndSession';

/** Logout, and the inactivity timeout: end the session and go to /login (000 §4). */
export function useSignOut(): () => void {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(paths.login, { replace: true });
  }, [endSession, navigate]);
}
