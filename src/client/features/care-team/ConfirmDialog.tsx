import type { ReactNode } from 'react';
import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { overlayTexts } from '../../ui/overlays/overlayTexts';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that changes who may see a person's data. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {overlayTexts.close}
          </Button>
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            loading={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
