import { Type, type Static } from 'typebox';
import { EmailAddress } from './emailAddress';
import { BIGINT_ID_TEXT_PATTERN } from './idRanges';
import { CLINICIAN_INVITE_STATES } from './adminEndpoints';

/** The clinicians' calls (adminEndpoints): what goes in and what comes back. */

const Moment = Type.String({ description: 'An ISO 8601 moment.' });

export const InviteClinicianBody = Type.Object(
  { email: EmailAddress },
  { additionalProperties: false },
);
export type InviteClinicianBody = Static<typeof InviteClinicianBody>;

export const Clinician = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  /** When the account became a clinician. */
  since: Moment,
});
export type Clinician = Static<typeof Clinician>;

export const OpenClinicianInvite = Type.Object({
  email: Type.String(),
  sent_at: Moment,
  expires_at: Moment,
});
export type OpenClinicianInvite = Static<typeof OpenClinicianInvite>;

export const CliniciansReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Clinician),
  invited: Type.Array(OpenClinicianInvite),
});
export type CliniciansReply = Static<typeof CliniciansReply>;

export const ClinicianIdParams = Type.Object(
  { id: Type.String({ pattern: BIGINT_ID_TEXT_PATTERN, description: "The clinician's user id." }) },
  { additionalProperties: false },
);

export const ClinicianInviteParams = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The token of the mailed link.',
    }),
  },
  { additionalProperties: false },
);

export const ClinicianInviteDetailsReply = Type.Object({
  status: Type.Literal('success'),
  /** The invited address; null when the link is unknown. */
  email: Type.Union([Type.String(), Type.Null()]),
  state: Type.Enum(CLINICIAN_INVITE_STATES),
  /** Whether the address has an account already: it signs in and accepts rather than registers. */
  has_account: Type.Boolean(),
});
export type ClinicianInviteDetailsReply = Static<typeof ClinicianInviteDetailsReply>;
