import type { ReactNode } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { callingMessages, INVITED_TO_GET_APP } from '../../../shared/messages/callingMessages';
import { inviteDoctorConsent } from '../../../shared/messages/consentSentences';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { FormDialog } from '../../ui/overlays/FormDialog';
import { ConsentGrantFields } from './ConsentGrantFields';
import type { GrantChoice } from './grantDraft';
import { inviteAddressOf, validateInvite } from './inviteForm';
import { useConsentGrant } from './useConsentGrant';
import { useInviteMutation } from './careTeamApi';
import { careTeamTexts } from './careTeamTexts';
import { useFormDialog } from '../../engine/dialog/useFormDialog';

export interface InviteDialogProps {
  as: 'doctor' | 'patient';
  onClose: () => void;
}

/**
 * Invite Doctor (a patient) or Invite Patient (a doctor), docs/product.md#care-team. Inviting a doctor
 * is consent for them to view medical data, and the dialog says so before sending.
 */
export function InviteDialog({ as, onClose }: InviteDialogProps) {
  // Only a patient inviting a doctor chooses what to share; a doctor's invite of a patient
  // is an address alone, and needs no profile list.
  return as === 'doctor' ? (
    <InviteDoctorDialog onClose={onClose} />
  ) : (
    <InviteByEmailDialog as="patient" onClose={onClose} />
  );
}

/** Invite Doctor: the address, then the areas and the last day the doctor may see. */
function InviteDoctorDialog({ onClose }: { onClose: () => void }) {
  const grant = useConsentGrant();
  return (
    <InviteByEmailDialog
      as="doctor"
      onClose={onClose}
      grant={{
        fields: <ConsentGrantFields grant={grant} />,
        sentence: grant.scope && inviteDoctorConsent(grant.scope),
        choose: grant.choose,
      }}
    />
  );
}

/** What an invite consents to, when it consents to anything. */
interface InviteGrant {
  fields: ReactNode;
  /** The consent in words, for what is ticked now: the sentence stored when the invite is sent. */
  sentence: string | undefined;
  /** The grant to send, or undefined when the fields refuse it (they then say why). */
  choose: () => GrantChoice | undefined;
}

interface InviteByEmailDialogProps extends InviteDialogProps {
  grant?: InviteGrant;
}

function InviteByEmailDialog({ as, onClose, grant }: InviteByEmailDialogProps) {
  const dialog = useFormDialog({
    onClose,
    failed:
      as === 'doctor' ? callingMessages.inviteDoctorFailed : callingMessages.invitePatientFailed,
  });
  // The address's problem is a toast in the dialog at each Send Invite, never said at the
  // field, and focus stays where it is.
  const form = useFormState({ email: '' }, validateInvite, { focusFirstError: false });
  const [invite, { isLoading }] = useInviteMutation();

  function submit() {
    if (!form.attemptSubmit()) {
      if (form.errors.email) dialog.refuse(form.errors.email);
      return;
    }
    const choice = grant?.choose();
    if (grant && !choice) return;
    const email = inviteAddressOf(form.values);
    const inviting = invite({ as, email, ...inviteGrantBody(choice) }).unwrap();
    void dialog.send(inviting, (reply) => {
      if (reply.message === INVITED_TO_GET_APP) showToast('info', callingMessages.invitedToGetApp);
      else
        showToast(
          'success',
          as === 'doctor' ? callingMessages.doctorInvited : callingMessages.patientInvited,
        );
    });
  }

  return (
    <FormDialog
      {...dialog.frame}
      title={as === 'doctor' ? careTeamTexts.inviteDoctor : careTeamTexts.invitePatient}
      submitLabel={careTeamTexts.sendInvite}
      busy={isLoading}
      onSubmit={submit}
    >
      <TextField
        label={careTeamTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
      />
      {grant?.fields}
      {grant?.sentence ? (
        <p className="calling-dialog__consent" aria-live="polite">
          {grant.sentence}
        </p>
      ) : null}
    </FormDialog>
  );
}

/** The consent's part of an invite's body: the areas, and the end date only when there is one. */
function inviteGrantBody(choice: GrantChoice | undefined) {
  if (!choice) return {};
  const prescribe = choice.prescribe ? { prescribe: true } : {};
  return choice.expires_on === null
    ? { profiles: choice.profiles, ...prescribe }
    : { profiles: choice.profiles, expires_on: choice.expires_on, ...prescribe };
}
