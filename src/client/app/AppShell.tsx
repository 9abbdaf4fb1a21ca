import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { selectSessionUser } from '../api/sessionUser';
import { loadAuthApi } from '../account/loadAuthApi';
import { useSessionActivity } from '../features/auth/useSessionActivity';
import { useSignOut } from '../account/useSignOut';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { PageLoadProgress } from './routing/PageLoadProgress';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ScrollToTopOnNavigate } from './routing/ScrollToTopOnNavigate';
import { feedbackTexts } from '../ui/feedback/feedbackTexts';
import { LoadingState } from '../ui/feedback/LoadingState';
import { Toasts } from '../ui/feedback/toasts';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { OfflineBanner } from './layout/OfflineBanner';
import { appTexts } from './appTexts';
import './AppShell.css';

// The device's queue (and with it the API's code) loads once someone is signed in.
const OutboxSending = lazy(() =>
  import('./outbox/OutboxSending').then((module) => ({ default: module.OutboxSending })),
);

/** Pages that bring their own full-width layout. */
const bleedPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
];

/** The frame of every page: navigation, the page, the footer and the toasts. */
export function AppShell() {
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // One hour without activity in any tab signs the user out (docs/product.md#accounts-and-sessions).
  useSessionActivity(
    {
      onIdle: () => signOut('idle'),
      // A refusal (the session had ended) signs out through the API layer, as any call's does.
      onRenew: () =>
        void loadAuthApi()
          .then((authApi) =>
            dispatch(authApi.endpoints.sessionActivity.initiate(undefined, { track: false })),
          )
          .catch(() => undefined),
      onSignedOutElsewhere: (reason) => signOut(reason, true),
    },
    user !== null,
  );

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {appTexts.skipToMain}
      </a>
      <PageLoadProgress />
      {user ? (
        <Suspense fallback={null}>
          <OutboxSending />
        </Suspense>
      ) : null}
      <NavBar />
      <main
        id="main"
        tabIndex={-1}
        className={`app-shell__main${bleedPaths.includes(pathname) ? ' app-shell__main--bleed' : ''}`}
      >
        <OfflineBanner />
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingState fullPage label={feedbackTexts.openingApp} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toasts />
      <ScrollToTopOnNavigate />
    </div>
  );
}
