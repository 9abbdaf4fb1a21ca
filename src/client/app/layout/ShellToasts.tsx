import { loadToasts } from '../../ui/feedback/lateToasts';
import { preloadableLazy } from '../../ui/lazy/preloadableLazy';
import { useCodeLoaded } from '../../ui/lazy/useCodeLoaded';

const ToastContainer = preloadableLazy(() =>
  loadToasts().then((toastify) => toastify.ToastContainer),
);

/**
 * The app's toast container, mounted as soon as react-toastify's code is here. Not through
 * a Suspense fallback: React reveals suspended content no sooner than 300 ms after its
 * fallback, and a toast raised in that time beside a dialog's own container (a booking's
 * "Meeting Booked!") was dropped, since react-toastify queues toasts only while no container
 * at all is mounted.
 */
export function ShellToasts() {
  const loaded = useCodeLoaded(ToastContainer);
  return loaded ? (
    <ToastContainer position="bottom-right" newestOnTop closeOnClick={false} />
  ) : null;
}
