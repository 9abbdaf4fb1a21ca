import { useId, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import {
  NO_RESULTS_MESSAGE,
  partnerMessages,
  type ImportReply,
} from '../../../shared/api/partnerImportContract';
import type { Partner } from '../../../shared/profile-config/profileConfigSchema';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import { useImportPartnerResultsMutation } from './partnerApi';
import { emptyPartnerImport, validatePartnerImport } from './partnerImportForm';
import { partnerTexts } from './partnerTexts';

export interface PartnerImportDialogProps {
  partner: Partner;
  onClose: () => void;
  onImported: (reply: ImportReply) => void;
}

/**
 * Asks for the identity number and imports (POST /v2/profiles/{partner}/, docs/product.md#partner-import). The
 * outcome is a toast in that section's words, and the dialog closes either way.
 */
export function PartnerImportDialog({ partner, onClose, onImported }: PartnerImportDialogProps) {
  const messages = partnerMessages(partner.name);
  const formId = useId();
  // The number's problem is said at Import and stays until the number is edited.
  const form = useFormState(emptyPartnerImport, validatePartnerImport, {
    errorTiming: 'untilFieldEdited',
    focusFirstError: false,
  });
  const [importResults, { isLoading }] = useImportPartnerResultsMutation();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit()) return;
    try {
      const reply = await importResults({
        partnerId: partner.id,
        id_number: form.values.id_number.trim(),
      }).unwrap();
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
          autoComplete="off"
          maxLength={32}
          autoFocus
          {...form.field('id_number')}
        />
      </form>
    </Dialog>
  );
}
