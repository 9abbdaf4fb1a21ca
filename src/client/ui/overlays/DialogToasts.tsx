import { useEffect } from 'react';
import { ToastContainer, type ToastContainerProps } from 'react-toastify';
import { loadToasts } from '../feedback/lateToasts';

/**
 * A dialog's own toast container (a modal sits above the page's). Opening one mounts the
 * app's container too, if it is not there yet: react-toastify queues a toast only while no
 * container at all is mounted, so a toast for the page raised while this one is open would
 * otherwise be dropped.
 */
export function DialogToasts({
  containerId,
  ...options
}: { containerId: string } & Pick<ToastContainerProps, 'closeOnClick'>) {
  useEffect(() => void loadToasts(), []);
  return (
    <ToastContainer containerId={containerId} position="bottom-right" newestOnTop {...options} />
  );
}
