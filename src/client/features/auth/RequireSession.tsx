import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../api/sessionUser';

/** The guard of the signed-in routes: a visitor with no stored user goes to /login. */
export function RequireSession() {
  const user = useAppSelector(selectSessionUser);
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
