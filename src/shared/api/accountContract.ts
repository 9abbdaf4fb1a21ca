import { Type, type Static } from 'typebox';
import { CALENDAR_DATE_FORMAT, TIME_ZONE_FORMAT } from './calendarFormats';
import { EMAIL_MAX_LENGTH, EmailAddress } from './emailAddress';

/** Constants of docs/product.md#accounts-and-sessions shared by the forms and the server. */
export const PASSWORD_MIN_LENGTH = 6;
/** Height mask: one digit, a dot, two digits (metres). */
export const HEIGHT_PATTERN = '^[0-9]\\.[0-9]{2}$';
export const GENDERS = ['Male', 'Female'] as const;
export const FITNESS_TYPES = ['sedentary', 'athlete'] as const;

const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 });
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

const ProfileFields = {
  first_name: Name,
  last_name: Name,
  gender: Type.Enum(GENDERS),
  height: Type.String({ pattern: HEIGHT_PATTERN }),
  mass: Type.Number({ exclusiveMinimum: 0, maximum: 700 }),
  date_of_birth: Type.String({ format: CALENDAR_DATE_FORMAT, description: 'yyyy-MM-dd' }),
  fitness_type: Type.Enum(FITNESS_TYPES),
  /**
   * The person's IANA time zone (decision 034). Optional: registration sends the browser's own,
   * and Edit Profile without it leaves the stored one as it is.
   */
  time_zone: Type.Optional(
    Type.String({
      format: TIME_ZONE_FORMAT,
      maxLength: 64,
      description: 'IANA, e.g. Europe/Berlin',
    }),
  ),
};

export const RegisterBody = Type.Object(
  { email: EmailAddress, ...ProfileFields, password: Password },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** Edit Profile: the password field confirms the update (docs/product.md#edit-profile). */
export const UpdateProfileBody = Type.Object(
  { ...ProfileFields, password: Password },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Type.Object(
  { password: Password, token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const PasswordResetEmailBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type PasswordResetEmailBody = Static<typeof PasswordResetEmailBody>;

/** The signed-in user as the login reply gives it and the browser stores it. */
export const SessionUser = Type.Object({
  id: Type.Number(),
  token: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  gender: Type.Enum(GENDERS),
  height: Type.String(),
  mass: Type.Number(),
  date_of_birth: Type.String(),
  fitness_type: Type.Enum(FITNESS_TYPES),
  /** The zone the person's times are in: their own, or the server's until they choose one. */
  time_zone: Type.String(),
  is_doctor: Type.Boolean(),
  /** One of the clinic's administrators (ADMIN_EMAILS): they bring in its clinicians. */
  is_admin: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const LoginReply = Type.Object({ status: Type.Literal('success'), details: SessionUser });
export type LoginReply = Static<typeof LoginReply>;

/**
 * Edit Profile's reply: the updated user with the same token, so the browser can replace
 * its stored user as it is (docs/product.md#edit-profile: the stored user is replaced by the edited values).
 */
export const UpdateProfileReply = LoginReply;
export type UpdateProfileReply = LoginReply;
