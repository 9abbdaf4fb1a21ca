import { acceptDoctorConsent } from '../../../shared/messages/consentSentences';
import { ConsentGrantFields } from './ConsentGrantFields';
import type { GrantChoice } from './grantDraft';
import { useConsentGrant } from './useConsentGrant';
import { careTeamTexts } from './careTeamTexts';
import '../../engine/dialog/formDialog.css';
import { ConfirmDialog } from './ConfirmDialog';

export interface AcceptDoctorDialogProps {
  doctorName: string;
  busy: boolean;
  onAccept: (choice: GrantChoice) => void;
  onClose: () => void;
}

/**
 * The consent before a patient accepts a doctor's invite (docs/product.md#care-team): the sentence given
 * there, and the areas and last day it covers, all ticked until the patient
 * narrows them.
 */
export function AcceptDoctorDialog({
  doctorName,
  busy,
  onAccept,
  onClose,
}: AcceptDoctorDialogProps) {
  const grant = useConsentGrant();
  return (
    <ConfirmDialog
      title={careTeamTexts.consentTitle}
      confirmLabel={careTeamTexts.consentAccept}
      // Nothing is accepted before the areas it covers are on screen.
      busy={busy || (grant.draft === undefined && !grant.areas.failed)}
      onConfirm={() => {
        const choice = grant.choose();
        if (choice) onAccept(choice);
      }}
      onClose={onClose}
    >
      <div className="calling-dialog">
        <ConsentGrantFields grant={grant} personName={doctorName} disabled={busy} />
        {grant.scope ? (
          <p className="calling-dialog__consent" aria-live="polite">
            {acceptDoctorConsent(doctorName, grant.scope)}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
