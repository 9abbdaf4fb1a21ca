import { Button } from '../../../ui/actions/Button';
import { Dialog } from '../../../ui/overlays/Dialog';
import { shareLinkTexts } from './shareLinkTexts';

export interface RevokeShareLinkDialogProps {
  /** The link as the person knows it: its label, or that it has none. */
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before a link dies: it cannot be undone, so one click is not enough. */
export function RevokeShareLinkDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: RevokeShareLinkDialogProps) {
  return (
    <Dialog
      open
      title={shareLinkTexts.revokeTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {shareLinkTexts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {shareLinkTexts.revokeConfirm}
          </Button>
        </>
      }
    >
      <p>{shareLinkTexts.revokeQuestion(name)}</p>
    </Dialog>
  );
}
