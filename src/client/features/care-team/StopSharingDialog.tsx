import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { sharingTexts } from './sharingTexts';

export interface StopSharingDialogProps {
  doctorName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before a grant ends: it takes effect at once, so one click is not enough. */
export function StopSharingDialog({
  doctorName,
  busy,
  onConfirm,
  onClose,
}: StopSharingDialogProps) {
  return (
    <Dialog
      open
      title={sharingTexts.stopTitle(doctorName)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {sharingTexts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {sharingTexts.stopSharing}
          </Button>
        </>
      }
    >
      <p>{sharingTexts.stopQuestion(doctorName)}</p>
    </Dialog>
  );
}
