import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, signedInOnlyPaths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../auth/sessionSlice';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Guards the catch-all profile route. Profile configs arrive only after sign-in, so for a
 * visitor an unknown path cannot be told from a profile: the specification's signed-in
 * paths go to /login, anything else is plainly not found.
 */
export function ProfileRouteGuard() {
  const user = useAppSelector(selectSessionUser);
  const { pathname } = useLocation();
  if (user) return <Outlet />;
  if (signedInOnlyPaths.has(pathname)) return <Navigate to={paths.login} replace />;
  return <NotFoundPage />;
}
