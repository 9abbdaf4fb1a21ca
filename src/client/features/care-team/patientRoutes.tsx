import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { lazyPage } from '../../ui/lazy/lazyPage';

const patient = `${paths.patients}/:patientId`;

/**
 * A doctor's pages of their patients, for the app's signed-in routes. Their static first
 * segment ranks them above the profile routes' catch-all (/:profileRoute/:viewRoute), and
 * workout above a patient's profile routes. /patients alone leads to the calling page, where a
 * doctor's patients are listed.
 */
export function patientRouteObjects(): RouteObject[] {
  const profilePage = lazyPage(() =>
    import('./PatientProfilePage').then((page) => page.PatientProfilePage),
  );
  return [
    // The patient list is on the calling page (My Patients); anyone else finds their doctors there.
    { path: paths.patients, element: <Navigate to={paths.calling} replace /> },
    {
      path: patient,
      Component: lazyPage(() => import('./PatientPage').then((page) => page.PatientPage)),
    },
    {
      path: `${patient}${paths.workout}`,
      Component: lazyPage(() =>
        import('./PatientWorkoutPage').then((page) => page.PatientWorkoutPage),
      ),
    },
    // One page for a profile and for a view of one (/labprofile/blood-results), as the
    // patient's own routes have.
    { path: `${patient}/:profileRoute`, Component: profilePage },
    { path: `${patient}/:profileRoute/:viewRoute`, Component: profilePage },
  ];
}
