import { useId, useState, type SubmitEvent } from 'react';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { showToast } from '../../ui/feedback/toasts';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { Card } from '../../ui/layout/Card';
import { useInviteClinicianMutation } from './cliniciansApi';
import { cliniciansTexts } from './cliniciansTexts';
import { emptyInvite, validateInvite } from './inviteClinicianForm';

/** An address, and Send invitation: the server mails the link and lists it as open. */
export function InviteClinicianForm() {
  const headingId = useId();
  const [invite, { isLoading }] = useInviteClinicianMutation();
  // A new form after each invitation: the field starts empty and untouched again.
  const [round, setRound] = useState(0);
  return (
    <section className="clinicians__section" aria-labelledby={headingId}>
      <h2 className="clinicians__title" id={headingId}>
        {cliniciansTexts.inviteTitle}
      </h2>
      <Card>
        <InviteFields
          key={round}
          busy={isLoading}
          send={async (email) => {
            try {
              const reply = await invite({ email }).unwrap();
              showToast('success', reply.message);
              setRound((current) => current + 1);
            } catch (failure) {
              showToast('error', serverFailureMessage(failure) ?? cliniciansTexts.inviteFailed);
            }
          }}
        />
      </Card>
    </section>
  );
}

function InviteFields({ busy, send }: { busy: boolean; send: (email: string) => Promise<void> }) {
  const form = useFormState(emptyInvite, validateInvite);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit(event.currentTarget)) return;
    void send(form.values.email.trim());
  }

  return (
    <form className="clinicians__invite" noValidate onSubmit={submit}>
      <TextField
        label={cliniciansTexts.emailLabel}
        hint={cliniciansTexts.emailHint}
        type="email"
        autoComplete="off"
        inputMode="email"
        {...form.field('email')}
      />
      <Button type="submit" loading={busy}>
        {cliniciansTexts.invite}
      </Button>
    </form>
  );
}
