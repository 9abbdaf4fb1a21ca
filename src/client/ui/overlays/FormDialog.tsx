import { useId, type ReactNode } from 'react';
import { CloseAndSubmitButtons } from './CloseAndSubmitButtons';
import { Dialog } from './Dialog';
import { Toasts } from '../feedback/toasts';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  closeLabel?: string;
  busy: boolean;
  /**
   * The form is sent: the page stays where it is, the dialog checks and sends. It is given the
   * form, for moving focus to a field in error.
   */
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
  /** The toasts said while the dialog is open appear in it (a modal sits above the page's). */
  toastsId: string;
  className?: string;
  children: ReactNode;
}

/** A modal form: its fields, then Close and the submit button in the footer. */
export function FormDialog({
  title,
  submitLabel,
  closeLabel,
  busy,
  onSubmit,
  onClose,
  toastsId,
  className,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <CloseAndSubmitButtons
          closeLabel={closeLabel}
          onClose={onClose}
          submitLabel={submitLabel}
          formId={formId}
          busy={busy}
        />
      }
    >
      <form
        id={formId}
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
      </form>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}
