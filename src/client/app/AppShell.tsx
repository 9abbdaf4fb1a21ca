import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { selectSessionUser } from '../features/auth/sessionSlice';
import { loadAuthApi } from '../features/auth/loadAuthApi';
import { useSessionActivity } from '../features/auth/useSessionActivity';
import { useSignOut } from '../features/auth/useSignOut';
import { useAppDispatch, useAppSelector } from './hooks';
import { PageLoadProgress } from './routing/PageLoadProgress';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ScrollToTopOnNavigate } from './routing/ScrollToTopOnNavigate';
import { loadToasts } from '../ui/feedback/lateToasts';
import { whenIdleAfterPaint } from '../ui/timing/useFirstPageIdle';
import { LoadingState } from '../ui/feedback/LoadingState';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { ShellToasts } from './layout/ShellToasts';
import './AppShell.css';

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
  // react-toastify's code is fetched once the first page is drawn and the browser idle, or
  // sooner for the first toast wanted (a dialog's own container wants it too: beside that
  // one, a toast for this one would be dropped rather than queued); the container mounts
  // with it (ShellToasts). Mounting it among a signed-in page's first reads made one of a
  // phone's longest tasks longer.
  useEffect(() => whenIdleAfterPaint(() => void loadToasts()), []);

  // One hour without activity in any tab signs the user out (000 §4).
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
        Skip to main content
      </a>
      <PageLoadProgress />
      <NavBar />
      <main
        id="main"
        tabIndex={-1}
        className={`app-shell__main${bleedPaths.includes(pathname) ? ' app-shell__main--bleed' : ''}`}
      >
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingState fullPage label="Opening Motus…" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ShellToasts />
      </Suspense>
      <ScrollToTopOnNavigate />
    </div>
  );
}
