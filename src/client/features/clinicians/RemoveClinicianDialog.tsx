import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { cliniciansTexts } from './cliniciansTexts';

export interface RemoveClinicianDialogProps {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before a clinician goes: their patients' grants end at once. */
export function RemoveClinicianDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: RemoveClinicianDialogProps) {
  return (
    <Dialog
      open
      title={cliniciansTexts.removeTitle(name)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cliniciansTexts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {cliniciansTexts.remove}
          </Button>
        </>
      }
    >
      <p>{cliniciansTexts.removeQuestion(name)}</p>
    </Dialog>
  );
}
