import { usePageLoading } from '../../ui/lazy/pageLoads';
import { routingTexts } from './routingTexts';

/**
 * The shell's progress bar while a page's code is being fetched. It follows the page loads
 * itself, not the shell: each change is a synchronous render (useSyncExternalStore), and made
 * in the shell it re-rendered the navigation and footer each time a page's code started and
 * finished loading.
 */
export function PageLoadProgress() {
  return usePageLoading() ? (
    <div className="route-progress" role="progressbar" aria-label={routingTexts.loadingPage} />
  ) : null;
}
