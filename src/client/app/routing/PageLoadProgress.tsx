import { usePageLoading } from './pageLoads';

/**
 * The shell's progress bar while a page's code is being fetched. It follows the page loads
 * itself, not the shell: each change is a synchronous render (useSyncExternalStore), and made
 * in the shell it re-rendered the navigation and footer as a page's code started and finished
 * loading, during a page load's busiest tasks.
 */
export function PageLoadProgress() {
  return usePageLoading() ? (
    <div className="route-progress" role="progressbar" aria-label="Loading page" />
  ) : null;
}
