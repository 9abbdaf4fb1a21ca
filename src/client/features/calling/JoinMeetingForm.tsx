import { useEffect, useRef, type SubmitEvent } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { Button } from '../../ui/actions/Button';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { useVerifyMeetingIdMutation } from './callingApi';
import { callingTexts } from './callingTexts';
import { meetingIdOf, validateJoinMeeting } from './joinMeetingForm';

export interface JoinMeetingFormProps {
  initialMeetingId?: string;
  /** Verify the initial id and join without waiting for the Join button (a booked meeting). */
  joinAtOnce?: boolean;
  onVerified: (meetingId: string) => void;
}

/** The meeting-ID form (docs/product.md#calling): verified by the server before the video area opens. */
export function JoinMeetingForm({
  initialMeetingId = '',
  joinAtOnce = false,
  onVerified,
}: JoinMeetingFormProps) {
  // The message shows once the field was left or Join pressed; focus stays where it is.
  const form = useFormState({ meetingid: initialMeetingId }, validateJoinMeeting, {
    focusFirstError: false,
  });
  const [verify, { isLoading }] = useVerifyMeetingIdMutation();

  async function join() {
    if (!form.attemptSubmit()) {
      showToast('error', callingMessages.provideMeetingId);
      return;
    }
    const meetingId = meetingIdOf(form.values);
    try {
      const reply = await verify(meetingId).unwrap();
      if (reply.message !== 'True') {
        showToast('error', callingMessages.meetingNotFound);
        return;
      }
      showToast('success', callingMessages.meetingInitiated);
      onVerified(meetingId);
    } catch {
      showToast('error', callingMessages.verifyFailed);
    }
  }

  // Once, though React's development mode runs effects twice.
  const joinedAtOnce = useRef(false);
  useEffect(() => {
    if (!joinAtOnce || joinedAtOnce.current || initialMeetingId.trim() === '') return;
    joinedAtOnce.current = true;
    void join();
    // Only the id the form opened with is joined at once; what is typed later waits for Join.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void join();
  }

  return (
    <form className="join-form" noValidate onSubmit={submit}>
      <TextField
        label={callingTexts.meetingIdLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={callingTexts.meetingIdHint}
        required
        {...form.field('meetingid')}
      />
      <Button type="submit" loading={isLoading}>
        {callingTexts.join}
      </Button>
    </form>
  );
}
