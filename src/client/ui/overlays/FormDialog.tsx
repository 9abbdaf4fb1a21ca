import { useId, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '../actions/Button';
import { Dialog } from './Dialog';
import { DialogToasts } from './DialogToasts';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  closeLabel?: string;
  busy: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
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
  closeLabel = 'Close',
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
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} noValidate onSubmit={onSubmit}>
        {children}
      </form>
      <DialogToasts containerId={toastsId} />
    </Dialog>
  );
}
