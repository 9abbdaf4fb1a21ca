import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { RequireSession } from '../features/auth/RequireSession';
import { patientRouteObjects } from '../features/care-team/patientRoutes';
import { NotFoundPage } from '../engine/page/NotFoundPage';
import { profileRouteObjects } from '../features/profiles/profileRoutes';
import { AppShell } from './AppShell';
import { lazyPage } from '../ui/lazy/lazyPage';

/**
 * The route table of docs/product.md#routes-and-navigation. The profile pages come from the configs
 * (profileRouteObjects).
 *
 * Each page is a lazy module, so the first page a visitor opens carries only its own code.
 * Declared as route objects for `useRoutes` under a BrowserRouter: React Router's data router
 * (loaders, actions) is not used here and would add to every page's code (decision 013).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      // / leads to /dashboard (docs/product.md#routes-and-navigation); the guard then sends a
      // visitor on to /login.
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: paths.login,
        Component: lazyPage(() =>
          import('../features/auth/LoginPage').then((page) => page.LoginPage),
        ),
      },
      {
        path: paths.register,
        Component: lazyPage(() =>
          import('../features/auth/RegisterPage').then((page) => page.RegisterPage),
        ),
      },
      {
        path: paths.resetPassword,
        Component: lazyPage(() =>
          import('../features/auth/ResetPasswordPage').then((page) => page.ResetPasswordPage),
        ),
      },
      {
        path: paths.forgotPassword,
        Component: lazyPage(() =>
          import('../features/auth/ForgotPasswordPage').then((page) => page.ForgotPasswordPage),
        ),
      },
      {
        path: paths.termsAndConditions,
        Component: lazyPage(() =>
          import('../features/pages/TermsPage').then((page) => page.TermsPage),
        ),
      },
      {
        // The join form for a visitor, the calling dashboard once signed in.
        path: paths.calling,
        Component: lazyPage(() => import('./calling/CallingPage').then((page) => page.CallingPage)),
      },
      {
        path: paths.joinMobileMeeting,
        Component: lazyPage(() =>
          import('./calling/JoinMeetingPage').then((page) => page.JoinMeetingPage),
        ),
      },
      {
        // A passcode link opened by someone with no account: public, whoever is signed in.
        path: paths.sharedViewer,
        Component: lazyPage(() =>
          import('../features/shared-viewer/SharedViewerPage').then(
            (page) => page.SharedViewerPage,
          ),
        ),
      },
      {
        // A clinician's invitation link: public, whoever is signed in (the page decides).
        path: paths.clinicianInvite,
        Component: lazyPage(() =>
          import('../features/clinicians/ClinicianInvitePage').then(
            (page) => page.ClinicianInvitePage,
          ),
        ),
      },
      {
        // Signed-in only: a visitor with no stored user is sent to /login.
        Component: RequireSession,
        children: [
          {
            path: paths.dashboard,
            Component: lazyPage(() =>
              import('./dashboard/DashboardRoute').then((page) => page.DashboardRoute),
            ),
          },
          {
            path: paths.profile,
            Component: lazyPage(() =>
              import('../features/edit-profile/EditProfilePage').then(
                (page) => page.EditProfilePage,
              ),
            ),
          },
          {
            path: paths.workout,
            Component: lazyPage(() =>
              import('../features/workout/WorkoutPage').then((page) => page.WorkoutPage),
            ),
          },
          {
            path: paths.joinMeeting,
            Component: lazyPage(() =>
              import('./calling/JoinMeetingPage').then((page) => page.JoinMeetingPage),
            ),
          },
          {
            path: paths.about,
            Component: lazyPage(() =>
              import('../features/pages/AboutPage').then((page) => page.AboutPage),
            ),
          },
          {
            path: paths.waiting,
            Component: lazyPage(() =>
              import('../features/outbox/WaitingPage').then((page) => page.WaitingPage),
            ),
          },
          {
            path: paths.sharing,
            Component: lazyPage(() =>
              import('../features/care-team/SharingPage').then((page) => page.SharingPage),
            ),
          },
          {
            path: paths.clinicians,
            Component: lazyPage(() =>
              import('../features/clinicians/CliniciansPage').then((page) => page.CliniciansPage),
            ),
          },
          // A doctor's patients, /patients/{id}/…: above the profile routes by their rank.
          ...patientRouteObjects(),
        ],
      },
      // Any single-segment path may be a profile's route, decided by the configs.
      ...profileRouteObjects(),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The page of the current address, inside the app shell. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
