import { useId, useState, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import {
  NO_RESULTS_MESSAGE,
  partnerMessages,
  type ImportReply,
} from '../../../shared/api/partnerImportContract';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import { TextField } from '../../ui/forms/TextField';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import { useImportPartnerResultsMutation } from './partnerApi';
import { partnerTexts } from './partnerTexts';

export interface PartnerImportDialogProps {
  partner: Partner;
  onClose: () => void;
  onImported: (reply: ImportReply) => void;
}

const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * Asks for the identity number and imports (POST /v2/profiles/{partner}/, docs/product.md#partner-import). The
 * outcome is a toast in that section's words, and the dialog closes either way.
 */
export function PartnerImportDialog({ partner, onClose, onImported }: PartnerImportDialogProps) {
  const messages = partnerMessages(partner.name);
  const formId = useId();
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string>();
  const [importResults, { isLoading }] = useImportPartnerResultsMutation();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = idNumber.trim();
    if (typed === '') return setError(partnerTexts.idNumberRequired);
    if (!ID_NUMBER_PATTERN.test(typed)) return setError(partnerTexts.idNumberInvalid);
    try {
      const reply = await importResults({ partnerId: partner.id, id_number: typed }).unwrap();
      if (reply.message === NO_RESULTS_MESSAGE) showToast('info', messages.noResults);
      else showToast('success', messages.imported);
      onImported(reply);
    } catch {
      showToast('error', messages.importFailed);
    }
    onClose();
  }

  return (
    <Dialog
      open
      title={partnerTexts.dialogTitle(partner.name)}
      onClose={onClose}
      footer={
        <CloseAndSubmitButtons
          onClose={onClose}
          submitLabel={partnerTexts.importButton}
          formId={formId}
          busy={isLoading}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <img className="partner-import__dialog-logo" src={partner.logo} alt={partner.name} />
        <p>{partnerTexts.dialogIntro(partner.name)}</p>
        <TextField
          label={partnerTexts.idNumberLabel}
          hint={partnerTexts.idNumberHint}
          error={error}
          value={idNumber}
          onChange={(event) => {
            setIdNumber(event.target.value);
            setError(undefined);
          }}
          autoComplete="off"
          maxLength={32}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
