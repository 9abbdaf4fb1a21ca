import { showToast } from '../../ui/feedback/toasts';
import { MEETING_NAME_MAX, type Person } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { FormDialog } from '../../ui/overlays/FormDialog';
import { bookingValuesOf, toBookMeetingBody, validateBooking } from './bookMeetingForm';
import { useBookMeetingMutation } from './callingApi';
import { callingTexts } from './callingTexts';
import { useFormDialog } from '../../engine/dialog/useFormDialog';
import { useMeetingZone } from './useMeetingZone';
import { personName } from '../../../shared/calling/personName';

export interface BookMeetingDialogProps {
  patient: Person;
  onClose: () => void;
}

/** A doctor books a meeting with one of their patients; both then see it under Meetings Booked. */
export function BookMeetingDialog({ patient, onClose }: BookMeetingDialogProps) {
  const dialog = useFormDialog({ onClose, failed: callingMessages.bookFailed });
  const zone = useMeetingZone();
  // Messages show once Book Meeting was pressed, and follow the fields from then on.
  const form = useFormState(
    bookingValuesOf(patient, zone),
    (values) => validateBooking(values, zone),
    { errorTiming: 'afterSubmit', focusFirstError: false },
  );
  const [book, { isLoading }] = useBookMeetingMutation();

  function submit() {
    const body = form.attemptSubmit() ? toBookMeetingBody(form.values, patient, zone) : undefined;
    if (!body) return;
    void dialog.send(book(body).unwrap(), () =>
      showToast('success', callingMessages.meetingBooked),
    );
  }

  return (
    <FormDialog
      {...dialog.frame}
      title={`${callingTexts.bookMeeting} ${callingTexts.meetingWith(personName(patient))}`}
      submitLabel={callingTexts.bookMeeting}
      busy={isLoading}
      onSubmit={submit}
    >
      <TextField
        label={callingTexts.meetingName}
        maxLength={MEETING_NAME_MAX}
        {...form.field('meeting_name')}
      />
      <TextField
        label={callingTexts.meetingWhen(zone)}
        type="datetime-local"
        {...form.field('when')}
      />
    </FormDialog>
  );
}
