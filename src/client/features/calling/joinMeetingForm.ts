import { callingMessages } from '../../../shared/messages/callingMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';

/** The meeting ID as typed, under the name the address gives it (?meetingid=). */
export interface JoinMeetingValues {
  meetingid: string;
}

/** The ID as the server checks it: meeting IDs are lower case, typed in any case. */
export function meetingIdOf(values: JoinMeetingValues): string {
  return values.meetingid.trim().toLowerCase();
}

/** An ID is required (docs/product.md#calling). */
export function validateJoinMeeting(values: JoinMeetingValues): FieldErrors<JoinMeetingValues> {
  return { meetingid: meetingIdOf(values) === '' ? callingMessages.requiredField : undefined };
}
