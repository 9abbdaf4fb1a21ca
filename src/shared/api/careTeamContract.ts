// The care team's reply and body schemas (TypeBox). Its paths and plain constants are in
// careTeamParameters.ts, which the browser reads without TypeBox.
import { Type, type Static } from 'typebox';
import { EmailAddress } from './emailAddress';
import { CALENDAR_DATE_FORMAT } from './calendarFormats';
import { Person } from './callingContract';
import { BIGINT_ID_RANGE, BIGINT_ID_TEXT_PATTERN, PAGE_TEXT_PATTERN } from './idRanges';
import { RoutineSessionReply } from './workoutContract';
import { PATIENT_ID_PARAMETER } from './profileReadParameters';

export const PatientIdParameter = Type.String({
  pattern: BIGINT_ID_TEXT_PATTERN,
  description:
    "A doctor reads this patient's data (read-only, under the patient's grant) instead of their own.",
});

/** The areas of a grant: profile ids of profile-configs/, and 'workout'. */
export const GrantAreas = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  uniqueItems: true,
  maxItems: 64,
  description: "Profile ids (profile-configs/*.json 'id') and 'workout'.",
});

/** yyyy-MM-dd, the last day the grant holds (inclusive); null for no end date. */
export const GrantEnd = Type.Union([
  Type.String({ format: CALENDAR_DATE_FORMAT, description: 'yyyy-MM-dd, the last day shared.' }),
  Type.Null(),
]);

/** Whether the doctor may add routines to the patient's Workout (decision 043); needs Workout shared. */
export const GrantPrescribe = Type.Boolean({
  description:
    "The doctor may add routines to the patient's Workout; only with 'workout' among the areas. Absent: off.",
});

/** What Invite Doctor adds to its e-mail: the areas and the end date of the consent. */
export const InviteDoctorBody = Type.Object(
  {
    email: EmailAddress,
    profiles: Type.Optional(GrantAreas),
    expires_on: Type.Optional(GrantEnd),
    prescribe: Type.Optional(GrantPrescribe),
  },
  { additionalProperties: false },
);
export type InviteDoctorBody = Static<typeof InviteDoctorBody>;

/** A patient's accept link may narrow the consent: ?profiles=vitals,medical&expires_on=… */
export const AcceptInviteQuery = Type.Object(
  {
    profiles: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Comma-separated areas; without it every area is shared.',
      }),
    ),
    expires_on: Type.Optional(
      Type.String({
        format: CALENDAR_DATE_FORMAT,
        description: 'yyyy-MM-dd, the last day shared.',
      }),
    ),
    prescribe: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: "'true': the doctor may add routines to the Workout (decision 043).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type AcceptInviteQuery = Static<typeof AcceptInviteQuery>;

export const SharingRow = Type.Object({
  doctor: Person,
  /** Empty when nothing is shared with this doctor (the contact stays). */
  profiles: Type.Array(Type.String()),
  expires_on: Type.Union([Type.String(), Type.Null()]),
  /** The doctor may add routines to the patient's Workout (decision 043). */
  prescribe: Type.Boolean(),
  /** When the live grant was given (ISO 8601); null when nothing is shared. */
  given_at: Type.Union([Type.String(), Type.Null()]),
  /** When the doctor first read under the live grant (ISO 8601); null until then. */
  first_read_at: Type.Union([Type.String(), Type.Null()]),
});
export type SharingRow = Static<typeof SharingRow>;

export const SharingReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(SharingRow),
});
export type SharingReply = Static<typeof SharingReply>;

export const UpdateSharingBody = Type.Object(
  {
    doctor_id: Type.Integer(BIGINT_ID_RANGE),
    /** Empty: stop sharing with this doctor at once. */
    profiles: GrantAreas,
    expires_on: GrantEnd,
    prescribe: Type.Optional(GrantPrescribe),
  },
  { additionalProperties: false },
);
export type UpdateSharingBody = Static<typeof UpdateSharingBody>;

export const UpdateSharingReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: SharingRow,
});
export type UpdateSharingReply = Static<typeof UpdateSharingReply>;

export const AccessReader = Type.Object({
  /** The reader's account; null for a partner laboratory. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  first_name: Type.String(),
  last_name: Type.String(),
  kind: Type.Union([
    Type.Literal('self'),
    Type.Literal('doctor'),
    Type.Literal('partner'),
    /** A passcode link's recipient, by the name they typed (first_name). */
    Type.Literal('link'),
  ]),
});
export type AccessReader = Static<typeof AccessReader>;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** One access to a person's data; maps one-to-one onto a FHIR AuditEvent (IHE BALP PatientRead). */
export const AccessLogRow = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 with offset. */
  at: Type.String(),
  action: Type.Union([
    Type.Literal('read'),
    Type.Literal('import'),
    Type.Literal('export'),
    Type.Literal('consent_given'),
    Type.Literal('consent_withdrawn'),
    /** A doctor added a routine to the Workout, or changed one they added (decision 043). */
    Type.Literal('prescribe'),
    Type.Literal('prescribe_change'),
    /** A clinician saw the person's row on their panel, once a day (decision 044). */
    Type.Literal('summary'),
  ]),
  reader: AccessReader,
  /** The profile id (or 'workout'). */
  profile: NullableText,
  dataset_id: Type.Union([Type.Integer(), Type.Null()]),
  dataset_name: NullableText,
  date_from: NullableText,
  date_to: NullableText,
  /** For a passcode link's access: the link's label, and whether it opened, the passcode was wrong or the link had ended. */
  link: Type.Optional(
    Type.Object({
      label: NullableText,
      outcome: Type.Union([
        Type.Literal('opened'),
        Type.Literal('wrong_passcode'),
        Type.Literal('refused'),
      ]),
    }),
  ),
});
export type AccessLogRow = Static<typeof AccessLogRow>;

export const AccessLogQuery = Type.Object(
  {
    date_from: Type.Optional(Type.String({ format: CALENDAR_DATE_FORMAT })),
    date_to: Type.Optional(Type.String({ format: CALENDAR_DATE_FORMAT })),
    /** Others' rows only, or everyone's (the default): the person's own reads, exports, imports too. */
    readers: Type.Optional(Type.Union([Type.Literal('everyone'), Type.Literal('others')])),
    page: Type.Optional(Type.String({ pattern: PAGE_TEXT_PATTERN })),
  },
  { additionalProperties: false },
);
export type AccessLogQuery = Static<typeof AccessLogQuery>;

export const AccessLogReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    result: Type.Array(AccessLogRow),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
  }),
});
export type AccessLogReply = Static<typeof AccessLogReply>;

export const RoutineSessionsListQuery = Type.Object(
  {
    [PATIENT_ID_PARAMETER]: Type.Optional(PatientIdParameter),
    page: Type.Optional(Type.String({ pattern: PAGE_TEXT_PATTERN })),
  },
  { additionalProperties: false },
);

export const RoutineSessionsListReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    result: Type.Array(
      Type.Intersect([
        RoutineSessionReply,
        Type.Object({ routine_id: Type.Integer(), routine_name: Type.String() }),
      ]),
    ),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
  }),
});
export type RoutineSessionsListReply = Static<typeof RoutineSessionsListReply>;
