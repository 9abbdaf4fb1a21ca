import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, signedInOnlyPaths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../state/hooks';
import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { selectSessionUser } from '../../api/sessionUser';
import { NotFoundPage } from '../../engine/page/NotFoundPage';
import { useGetProfileRoutesQuery } from './profileRoutesApi';

/**
 * Guards the catch-all profile route. Profile configs arrive only after sign-in, so for a
 * visitor the server's list of profile routes decides: a profile's route (or another
 * signed-in path of docs/product.md#routes-and-navigation) goes to /login, anything else is plainly not found.
 */
export function ProfileRouteGuard() {
  const user = useAppSelector(selectSessionUser);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const routes = useGetProfileRoutesQuery(undefined, {
    skip: user !== null || signedInOnlyPaths.has(path),
  });
  if (user) return <Outlet />;
  if (signedInOnlyPaths.has(path)) return <Navigate to={paths.login} replace />;
  // Not knowing the routes, sending a visitor to log in is safer than saying there is nothing.
  if (routes.isError) return <Navigate to={paths.login} replace />;
  if (!routes.data) return <LoadingState fullPage label={feedbackTexts.openingApp} />;
  if (routes.data.includes(path)) return <Navigate to={paths.login} replace />;
  return <NotFoundPage />;
}
