import { useState, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { Button } from '../../ui/actions/Button';
import { TextField } from '../../ui/forms/TextField';
import { useVerifyMeetingIdMutation } from './callingApi';
import { callingTexts } from './callingTexts';

export interface JoinMeetingFormProps {
  initialMeetingId?: string;
  onVerified: (meetingId: string) => void;
}

/** The meeting-ID form (docs/product.md#calling): verified by the server before the video area opens. */
export function JoinMeetingForm({ initialMeetingId = '', onVerified }: JoinMeetingFormProps) {
  const [meetingId, setMeetingId] = useState(initialMeetingId);
  const [touched, setTouched] = useState(false);
  const [verify, { isLoading }] = useVerifyMeetingIdMutation();
  const trimmed = meetingId.trim().toLowerCase();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (trimmed === '') {
      showToast('error', callingMessages.provideMeetingId);
      return;
    }
    try {
      const reply = await verify(trimmed).unwrap();
      if (reply.message !== 'True') {
        showToast('error', callingMessages.meetingNotFound);
        return;
      }
      showToast('success', callingMessages.meetingInitiated);
      onVerified(trimmed);
    } catch {
      showToast('error', callingMessages.verifyFailed);
    }
  }

  return (
    <form className="join-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={callingTexts.meetingIdLabel}
        name="meetingid"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={callingTexts.meetingIdHint}
        value={meetingId}
        required
        error={touched && trimmed === '' ? callingMessages.requiredField : undefined}
        onChange={(event) => setMeetingId(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <Button type="submit" loading={isLoading}>
        {callingTexts.join}
      </Button>
    </form>
  );
}
