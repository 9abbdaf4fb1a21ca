import { toast, ToastContainer, type ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Says something to the person for a few seconds. `containerId` names an open dialog's own
 * toasts (below) when it speaks of the dialog; `toastId` keeps a repeated notice to one toast.
 * A toast raised before any container has mounted waits and shows when one does.
 */
export function showToast(
  kind: ToastKind,
  message: string,
  options?: Pick<ToastOptions, 'containerId' | 'toastId'>,
): void {
  toast[kind](message, options);
}

/**
 * Says something in a dialog's own toasts, in place of what it said before: a dialog answers
 * the latest thing the person did, so an earlier refusal must not stand beside a newer one.
 */
export function replaceDialogToast(kind: ToastKind, message: string, containerId: string): void {
  const toastId = `${containerId}:said`;
  if (toast.isActive(toastId, containerId)) {
    toast.update(toastId, { render: message, type: kind, containerId });
  } else {
    toast[kind](message, { containerId, toastId });
  }
}

/**
 * Where toasts appear: the page's, mounted once by the app's shell, and each modal dialog's
 * own, inside it with its id. The browser draws an open modal above everything else on the
 * page and makes the page inert, so the page's toasts would sit behind it, unread.
 */
export function Toasts({ containerId }: { containerId?: string }) {
  return <ToastContainer containerId={containerId} position="bottom-right" newestOnTop />;
}
