import { Button } from '../actions/Button';
import { overlayTexts } from './overlayTexts';

export interface CloseAndSubmitButtonsProps {
  closeLabel?: string;
  onClose: () => void;
  submitLabel: string;
  /** The form the submit button sends: a dialog's footer stands outside its body's form. */
  formId: string;
  /** While the form is being sent: the submit button spins and refuses a second press. */
  busy: boolean;
}

/** A form dialog's footer: Close, then the button that submits the form. */
export function CloseAndSubmitButtons({
  closeLabel = overlayTexts.close,
  onClose,
  submitLabel,
  formId,
  busy,
}: CloseAndSubmitButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
