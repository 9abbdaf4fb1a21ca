import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routes/paths';
import { selectSessionUser } from '../features/auth/sessionSlice';
import { useInactivityTimeout } from '../features/auth/useInactivityTimeout';
import { useSignOut } from '../features/auth/useSignOut';
import { useAppSelector } from './hooks';
import { usePageLoading } from './routing/pageLoads';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ScrollToTopOnNavigate } from './routing/ScrollToTopOnNavigate';
import { loadToasts, useToastsWanted } from '../ui/feedback/lateToasts';
import { LoadingState } from '../ui/feedback/LoadingState';
import { whenIdle } from '../ui/timing/whenIdle';
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
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  // Signed-in pages raise toasts from the start (and their dialogs have containers of their
  // own, beside which a toast for this one would be dropped rather than queued), so the
  // container is there at once; signed out, it follows the first paint or the first toast.
  const showToasts = useToastsWanted() || user !== null;
  useEffect(() => whenIdle(() => void loadToasts()), []);

  // One hour without activity signs the user out (000 §4).
  useInactivityTimeout(signOut, user !== null);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {pageLoading ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
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
      {showToasts ? (
        <Suspense fallback={null}>
          <ShellToasts />
        </Suspense>
      ) : null}
      <ScrollToTopOnNavigate />
    </div>
  );
}
