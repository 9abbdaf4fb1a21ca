import { useId } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { overlayTexts } from '../../ui/overlays/overlayTexts';
import './formDialog.css';

export interface FormDialogOptions {
  onClose: () => void;
  /** Said in the dialog when a send fails and the server gave no reason (the network). */
  failed: string;
}

/**
 * What the hand-built form dialogs of the calling area and the care team share: their frame (FormDialog's props), their own
 * toasts (a modal sits above the page's), and a send that closes the dialog once the server
 * agrees. A refusal keeps the dialog open and shows the server's message as a warning (docs/product.md#calling).
 */
export function useFormDialog({ onClose, failed }: FormDialogOptions) {
  const toastsId = useId();

  /** Says in the dialog why the form is not sent. */
  function refuse(text: string) {
    showToast('error', text, { containerId: toastsId });
  }

  /** Awaits the call; on success `sent` raises the page's toast and the dialog closes. */
  async function send<Reply>(call: Promise<Reply>, sent: (reply: Reply) => void) {
    try {
      sent(await call);
      onClose();
    } catch (error) {
      const reason = serverFailureMessage(error);
      if (reason) showToast('warning', reason, { containerId: toastsId });
      else refuse(failed);
    }
  }

  const frame = { onClose, toastsId, closeLabel: overlayTexts.close, className: 'calling-dialog' };
  return { frame, refuse, send };
}
