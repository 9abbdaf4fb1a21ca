import { Navigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../auth/sessionSlice';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * /patients: a doctor's patients are listed on the calling page; nobody else has any. Part of
 * the app's first code (the route table), so it imports nothing the pages do not already.
 */
export function PatientListRedirect() {
  const user = useAppSelector(selectSessionUser);
  return user?.is_doctor === true ? <Navigate to={paths.calling} replace /> : <NotFoundPage />;
}
