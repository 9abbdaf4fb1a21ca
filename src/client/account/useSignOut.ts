import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { useAppStore } from '../state/hooks';
import { forgetSessionResume, rememberReturnPlace } from '../state/sessionResume';
import { tellOtherTabs } from './sessionChannel';
import { useEndSession } from './useEndSession';

/**
 * How the session ends in this tab: `logout` (the person chose to) forgets everything of it;
 * `idle` (the hour without activity ran out) keeps this page, and what an open dialog holds,
 * for the same person to return to after logging in again (docs/product.md#accounts-and-sessions).
 */
export type SignOutReason = 'logout' | 'idle';

/** Ends the session and goes to /login (docs/product.md#accounts-and-sessions). */
export function useSignOut(): (reason: SignOutReason, toldByAnotherTab?: boolean) => void {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const store = useAppStore();
  const { pathname, search } = useLocation();
  return useCallback(
    (reason, toldByAnotherTab = false) => {
      const user = store.getState().session.user;
      if (reason === 'idle' && user) rememberReturnPlace(user.id, pathname + search);
      else forgetSessionResume();
      // The tabs share one session: a logout anywhere is a logout everywhere.
      if (reason === 'logout' && !toldByAnotherTab) tellOtherTabs({ kind: 'signed-out', reason });
      endSession();
      void navigate(paths.login, { replace: true });
    },
    [endSession, navigate, store, pathname, search],
  );
}
