import { useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { MEETING_NAME_MAX, type Person } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { TextField } from '../../ui/forms/TextField';
import { FormDialog } from '../../ui/overlays/FormDialog';
import { useBookMeetingMutation } from './callingApi';
import { callingTexts } from './callingTexts';
import { meetingTimeForServer, nextMeetingHourInput } from './meetingTimes';
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
  const [name, setName] = useState(`Consultation with ${personName(patient)}`);
  const zone = useMeetingZone();
  const [when, setWhen] = useState(() => nextMeetingHourInput(zone));
  const [touched, setTouched] = useState(false);
  const [book, { isLoading }] = useBookMeetingMutation();
  const sendTime = meetingTimeForServer(when, zone);

  function submit() {
    setTouched(true);
    if (name.trim() === '' || sendTime === undefined) return;
    const booking = book({
      patient_email: patient.email,
      meeting_name: name.trim(),
      meeting_date_time: sendTime,
    }).unwrap();
    void dialog.send(booking, () => showToast('success', callingMessages.meetingBooked));
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
        value={name}
        maxLength={MEETING_NAME_MAX}
        error={touched && name.trim() === '' ? callingMessages.requiredField : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={callingTexts.meetingWhen(zone)}
        type="datetime-local"
        value={when}
        error={touched && sendTime === undefined ? callingMessages.requiredField : undefined}
        onChange={(event) => setWhen(event.target.value)}
      />
    </FormDialog>
  );
}
