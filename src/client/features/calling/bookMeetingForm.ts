import type { BookMeetingBody, Person } from '../../../shared/api/callingContract';
import { personName } from '../../../shared/calling/personName';
import { callingMessages } from '../../../shared/messages/callingMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { callingTexts } from './callingTexts';
import { meetingTimeForServer, nextMeetingHourInput } from './meetingTimes';

/** A booking as typed: its name, and its time as the datetime-local field holds it. */
export interface BookMeetingValues {
  meeting_name: string;
  when: string;
}

/** Named after the patient, at the next whole hour but one in the doctor's zone. */
export function bookingValuesOf(patient: Person, zone: string): BookMeetingValues {
  return {
    meeting_name: callingTexts.consultationWith(personName(patient)),
    when: nextMeetingHourInput(zone),
  };
}

/** A name and a whole date and time are both required (docs/product.md#calling). */
export function validateBooking(
  values: BookMeetingValues,
  zone: string,
): FieldErrors<BookMeetingValues> {
  return {
    meeting_name: values.meeting_name.trim() === '' ? callingMessages.requiredField : undefined,
    when:
      meetingTimeForServer(values.when, zone) === undefined
        ? callingMessages.requiredField
        : undefined,
  };
}

/**
 * The booking as the API takes it, its time in UTC; call once validateBooking found nothing
 * (the time cannot be read otherwise).
 */
export function toBookMeetingBody(
  values: BookMeetingValues,
  patient: Person,
  zone: string,
): BookMeetingBody | undefined {
  const time = meetingTimeForServer(values.when, zone);
  if (time === undefined) return undefined;
  return {
    patient_email: patient.email,
    meeting_name: values.meeting_name.trim(),
    meeting_date_time: time,
  };
}
