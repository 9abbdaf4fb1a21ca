import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { RequireSession } from '../features/auth/RequireSession';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { profileRouteObjects } from '../features/profiles/profileRoutes';
import { LoadingState } from '../ui/feedback/LoadingState';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The route table of the specification (000 §2). The profile pages come from the configs
 * (profileRouteObjects).
 *
 * Each page is a lazy module, so the first page a visitor opens carries only its own code.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <LoadingState fullPage label="Opening Motus…" />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // One reading of the specification: / redirects to /dashboard (the guard then
          // sends a visitor on to /login).
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          {
            path: paths.login,
            lazy: async () => ({
              Component: (await import('../features/auth/LoginPage')).LoginPage,
            }),
          },
          {
            path: paths.register,
            lazy: async () => ({
              Component: (await import('../features/auth/RegisterPage')).RegisterPage,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
            }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.termsAndConditions,
            lazy: async () => ({
              Component: (await import('../features/pages/TermsPage')).TermsPage,
            }),
          },
          {
            // The join form for a visitor, the calling dashboard once signed in.
            path: paths.calling,
            lazy: async () => ({
              Component: (await import('../features/calling/CallingPage')).CallingPage,
            }),
          },
          {
            path: paths.joinMobileMeeting,
            lazy: async () => ({
              Component: (await import('../features/calling/JoinMeetingScreen')).JoinMeetingScreen,
            }),
          },
          {
            // Signed-in only: a visitor with no stored user is sent to /login.
            Component: RequireSession,
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
                }),
              },
              {
                path: paths.profile,
                lazy: async () => ({
                  Component: (await import('../features/edit-profile/EditProfilePage'))
                    .EditProfilePage,
                }),
              },
              {
                path: paths.workout,
                lazy: async () => ({
                  Component: (await import('../features/workout/WorkoutPage')).WorkoutPage,
                }),
              },
              {
                path: paths.joinMeeting,
                lazy: async () => ({
                  Component: (await import('../features/calling/JoinMeetingScreen'))
                    .JoinMeetingScreen,
                }),
              },
              {
                path: paths.about,
                lazy: async () => ({
                  Component: (await import('../features/pages/AboutPage')).AboutPage,
                }),
              },
            ],
          },
          // Any single-segment path may be a profile's route, decided by the configs.
          ...profileRouteObjects(),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
