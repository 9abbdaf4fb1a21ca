import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { toast } from 'react-toastify';
import { SIMPLE_EMAIL_PATTERN } from '../../../shared/api/accountContract';
import {
  callingMessages,
  INVITE_DOCTOR_CONSENT,
  INVITED_TO_GET_APP,
} from '../../../shared/messages/callingMessages';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { TextField } from '../../ui/forms/TextField';
import { FormDialog } from '../../ui/overlays/FormDialog';
import { ConsentGrantFields } from '../sharing/ConsentGrantFields';
import type { GrantChoice } from '../sharing/grantDraft';
import { useConsentGrant } from '../sharing/useConsentGrant';
import { useInviteMutation } from './callingApi';
import { callingTexts } from './callingTexts';

const emailPattern = new RegExp(SIMPLE_EMAIL_PATTERN);

export interface InviteDialogProps {
  as: 'doctor' | 'patient';
  onClose: () => void;
}

/**
 * Invite Doctor (a patient) or Invite Patient (a doctor), 000 §2, §5, §8. Inviting a doctor
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
      grant={{ fields: <ConsentGrantFields grant={grant} />, choose: grant.choose }}
    />
  );
}

/** What an invite consents to, when it consents to anything. */
interface InviteGrant {
  fields: ReactNode;
  /** The grant to send, or undefined when the fields refuse it (they then say why). */
  choose: () => GrantChoice | undefined;
}

interface InviteByEmailDialogProps extends InviteDialogProps {
  grant?: InviteGrant;
}

function InviteByEmailDialog({ as, onClose, grant }: InviteByEmailDialogProps) {
  const toastsId = useId();
  const [email, setEmail] = useState('');
  const [invite, { isLoading }] = useInviteMutation();
  const failed =
    as === 'doctor' ? callingMessages.inviteDoctorFailed : callingMessages.invitePatientFailed;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      toast.error(callingMessages.provideEmail, { containerId: toastsId });
      return;
    }
    if (!emailPattern.test(address)) {
      toast.error(callingMessages.provideValidEmail, { containerId: toastsId });
      return;
    }
    const choice = grant?.choose();
    if (grant && !choice) return;
    try {
      const reply = await invite({ as, email: address, ...inviteGrantBody(choice) }).unwrap();
      if (reply.message === INVITED_TO_GET_APP) toast.info(callingMessages.invitedToGetApp);
      else
        toast.success(
          as === 'doctor' ? callingMessages.doctorInvited : callingMessages.patientInvited,
        );
      onClose();
    } catch (error) {
      // 000 §7: a refused invite shows the server's message as a warning.
      const reason = serverFailureMessage(error);
      if (reason) toast.warning(reason, { containerId: toastsId });
      else toast.error(failed, { containerId: toastsId });
    }
  }

  return (
    <FormDialog
      title={as === 'doctor' ? callingTexts.inviteDoctor : callingTexts.invitePatient}
      submitLabel={callingTexts.sendInvite}
      closeLabel={callingTexts.close}
      busy={isLoading}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      toastsId={toastsId}
      className="calling-dialog"
    >
      <TextField
        label={callingTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {grant?.fields}
      {as === 'doctor' ? <p className="calling-dialog__consent">{INVITE_DOCTOR_CONSENT}</p> : null}
    </FormDialog>
  );
}

/** The consent's part of an invite's body: the areas, and the end date only when there is one. */
function inviteGrantBody(choice: GrantChoice | undefined) {
  if (!choice) return {};
  return choice.expires_on === null
    ? { profiles: choice.profiles }
    : { profiles: choice.profiles, expires_on: choice.expires_on };
}
