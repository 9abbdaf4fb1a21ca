import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '../icons/interfaceIcons';
import { overlayTexts } from './overlayTexts';
import { useNativeModal } from './useNativeModal';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the user asks to close: the close button or the Escape key. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Close and Add Data. */
  footer?: ReactNode;
  /** A blocking dialog (a pin gate) has no close button and ignores Escape. */
  dismissible?: boolean;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert
 * and returns focus when it closes, which a hand-made overlay rarely gets right.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  dismissible = true,
}: DialogProps) {
  const dialogRef = useNativeModal(open);
  const titleId = useId();

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the parent owns `open`, so the dialog closes only through it.
    event.preventDefault();
    if (dismissible) onClose();
  }

  // The browser may close a modal itself: Chromium lets a page refuse one Escape, and closes on
  // the next one pressed without other input in between. While `open` still holds, a blocking
  // dialog opens again (it answers only to its own buttons) and any other closes for real.
  function handleNativeClose() {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (dismissible) onClose();
    else dialog.showModal();
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      {open ? (
        <>
          <div className="dialog__header">
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className="dialog__close"
                aria-label={overlayTexts.close}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
