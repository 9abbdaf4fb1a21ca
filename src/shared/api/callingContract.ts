import { Type, type Static } from 'typebox';
import { MEETING_ID_PATTERN } from '../calling/meetingIdShape';
import { EmailAddress } from './emailAddress';
import { CALENDAR_DATE_TIME_FORMAT } from './calendarFormats';
import { BIGINT_ID_TEXT_PATTERN } from './idRanges';

/**
 * The calls of the calling area (docs/product.md#calling) and the few it needs beyond them
 * (booking a meeting, the call settings, the VideoSDK token, the signalling socket):
 * those are in docs/api.md. Both sides read these.
 */
export const callingPaths = {
  verifyMeetingId: '/meetings/verify-meeting-id/',
  listMeetings: '/meetings/list-meetings/',
  /** An addition (docs/api.md): a doctor books a meeting with one of their patients. */
  bookMeeting: '/meetings/book-meeting/',
  /** An addition (docs/api.md): which video provider a call uses, and its ICE servers. */
  callSettings: '/meetings/call-settings/',
  /** An addition (docs/api.md): a VideoSDK token for a meeting, minted here (keys stay here). */
  videoSdkToken: '/meetings/videosdk-token/',
  /** An addition (docs/api.md): the WebSocket of the built-in provider's signalling. */
  signal: '/meetings/signal/',
  listPatients: '/v2/user/list-patients/',
  listDoctors: '/v2/user/list-doctors/',
  deleteContact: '/v2/user/delete-contact/',
  listInvites: '/v2/user/list-invites/',
  inviteDoctor: '/v2/user/invite-doctor/',
  invitePatient: '/v2/user/invite-patient/',
  /** The links the server puts in each invite: GET, answered in plain text. */
  acceptInvite: '/v2/user/invites/:id/accept/',
  declineInvite: '/v2/user/invites/:id/decline/',
} as const;

export function inviteLink(kind: 'accept' | 'decline', inviteId: number): string {
  const path = kind === 'accept' ? callingPaths.acceptInvite : callingPaths.declineInvite;
  return path.replace(':id', String(inviteId));
}

export const MEETING_NAME_MAX = 100;

const MeetingId = Type.String({
  pattern: MEETING_ID_PATTERN,
  description: 'Three groups of four letters or digits: abcd-1234-efgh.',
});

export const VerifyMeetingIdBody = Type.Object(
  { meetingID: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type VerifyMeetingIdBody = Static<typeof VerifyMeetingIdBody>;

export const VerifyMeetingIdReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.Union([Type.Literal('True'), Type.Literal('False')]),
});
export type VerifyMeetingIdReply = Static<typeof VerifyMeetingIdReply>;

export const Meeting = Type.Object({
  id: Type.Integer(),
  meeting_date_time: Type.String({ description: 'yyyy-MM-dd HH:mm, UTC.' }),
  meeting_name: Type.String(),
  meeting_id: Type.String(),
  with_name: Type.String({ description: 'The other person: the patient, or the doctor.' }),
});
export type Meeting = Static<typeof Meeting>;

export const ListMeetingsBody = Type.Object(
  { email: EmailAddress },
  { additionalProperties: false },
);
export type ListMeetingsBody = Static<typeof ListMeetingsBody>;

export const ListMeetingsReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.String({ description: 'The meetings as a JSON string (docs/product.md#calling).' }),
});
export type ListMeetingsReply = Static<typeof ListMeetingsReply>;

export const BookMeetingBody = Type.Object(
  {
    patient_email: EmailAddress,
    meeting_name: Type.String({ minLength: 1, maxLength: MEETING_NAME_MAX, pattern: '\\S' }),
    meeting_date_time: Type.String({
      format: CALENDAR_DATE_TIME_FORMAT,
      description: 'yyyy-MM-dd HH:mm, UTC.',
    }),
  },
  { additionalProperties: false },
);
export type BookMeetingBody = Static<typeof BookMeetingBody>;

export const BookMeetingReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Meeting,
});
export type BookMeetingReply = Static<typeof BookMeetingReply>;

export const Person = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
});
export type Person = Static<typeof Person>;

export const CONTACT_STATUSES = ['active', 'invited', 'invited_doctor'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
const Status = Type.Union([
  Type.Literal('active'),
  Type.Literal('invited'),
  Type.Literal('invited_doctor'),
]);

/**
 * What a patient row of list-patients adds for the care team (its other fields stay as
 * they were). Here rather than in careTeamContract, which imports Person from this file.
 */
export const PatientGrantFields = {
  /** The areas the patient shares with this doctor now; empty when none. */
  profiles: Type.Array(Type.String()),
  /** yyyy-MM-dd, the last day shared; null for no end date. */
  expires_on: Type.Union([Type.String(), Type.Null()]),
  /** The doctor may add routines to the patient's Workout now (decision 043). */
  prescribe: Type.Boolean(),
  /** The patient's sex, for reference bands; null unless something is shared. */
  gender: Type.Union([Type.String(), Type.Null()]),
};

export const PatientRow = Type.Object({ status: Status, patient: Person, ...PatientGrantFields });
export type PatientRow = Static<typeof PatientRow>;

export const PatientsReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(PatientRow),
});
export type PatientsReply = Static<typeof PatientsReply>;

export const DoctorsReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Type.Object({ status: Status, doctor: Person })),
});
export type DoctorsReply = Static<typeof DoctorsReply>;

export const Invite = Type.Object({
  id: Type.Integer(),
  patient: Type.Optional(Person),
  doctor: Type.Optional(Person),
  accept_link: Type.String(),
  decline_link: Type.String(),
});
export type Invite = Static<typeof Invite>;

export const InvitesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Invite),
});
export type InvitesReply = Static<typeof InvitesReply>;

export const EmailBody = Type.Object({ email: EmailAddress }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const InviteParams = Type.Object(
  { id: Type.String({ pattern: BIGINT_ID_TEXT_PATTERN, description: 'The invite id.' }) },
  { additionalProperties: false },
);

export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof IceServer>;

export const CallSettingsReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    provider: Type.Union([Type.Literal('mesh'), Type.Literal('videosdk')]),
    ice_servers: Type.Array(IceServer),
  }),
});
export type CallSettingsReply = Static<typeof CallSettingsReply>;

export const VideoSdkTokenBody = Type.Object(
  { meetingID: MeetingId, name: Type.Optional(Type.String({ maxLength: 80 })) },
  { additionalProperties: false },
);
export const VideoSdkTokenReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({ token: Type.String(), meeting_id: Type.String() }),
});
export type VideoSdkTokenReply = Static<typeof VideoSdkTokenReply>;
