import { loadToasts, useToastsWanted } from '../../ui/feedback/lateToasts';
import { preloadableLazy } from '../../ui/lazy/preloadableLazy';
import { useCodeLoaded } from '../../ui/lazy/useCodeLoaded';

const ToastContainer = preloadableLazy(() =>
  loadToasts().then((toastify) => toastify.ToastContainer),
);

/**
 * The container, mounted as soon as react-toastify's code is here. Not through a Suspense
 * fallback: React reveals suspended content no sooner than 300 ms after its fallback, and a
 * toast raised in that time beside a dialog's own container (a booking's "Meeting Booked!")
 * was dropped, since react-toastify queues toasts only while no container at all is mounted.
 */
function LoadedToastContainer() {
  const loaded = useCodeLoaded(ToastContainer);
  return loaded ? (
    <ToastContainer position="bottom-right" newestOnTop closeOnClick={false} />
  ) : null;
}

/**
 * The app's toast container, from the moment toasts are first wanted (lateToasts.ts). This
 * component follows that moment itself, not the shell: the change is a synchronous render,
 * and made in the shell it re-rendered the navigation and footer in the idle moment that
 * loads the toasts' code.
 */
export function ShellToasts() {
  return useToastsWanted() ? <LoadedToastContainer /> : null;
}
