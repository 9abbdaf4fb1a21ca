// The schemas of passcode links (HL7 SMART Health Links): the person's own calls, and the
// manifest and file a recipient's viewer asks for with no account. Paths: yourDataEndpoints.
import { Type, type Static } from 'typebox';
import { CALENDAR_DATE_FORMAT } from './calendarFormats';
import { GrantAreas } from './careTeamContract';
import { BIGINT_ID_RANGE, BIGINT_ID_TEXT_PATTERN } from './idRanges';
import { SECURE_PIN_PARAMETER } from './profileReadParameters';

/** The most days after today a link may end on. */
export const SHARE_LINK_MAX_DAYS = 90;
export const SHARE_LINK_PASSCODE_LENGTH = { minLength: 6, maxLength: 64 } as const;
export const SHARE_LINK_LABEL_MAX_LENGTH = 80;
export const SHARE_LINK_RECIPIENT_MAX_LENGTH = 200;
/** Wrong passcodes a link takes in its whole life before it is dead. */
export const SHARE_LINK_MAX_FAILED_PASSCODES = 10;
/** How long a file's ticket (a manifest's `location`) can be used. */
export const SHARE_LINK_TICKET_SECONDS = 60 * 60;
/** The media type of the encrypted file (a compact JWE). */
export const JOSE_MEDIA_TYPE = 'application/jose';
/** 32 random bytes as base64url: the manifest's id, the link's only secret besides its key. */
export const MANIFEST_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';

const CalendarDate = (description: string) =>
  Type.String({ format: CALENDAR_DATE_FORMAT, description });

export const CreateShareLinkBody = Type.Object(
  {
    profiles: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      ...GrantAreas,
      minItems: 1,
    }),
    date_from: CalendarDate('yyyy-MM-dd, the first day of the readings in the link.'),
    date_to: CalendarDate(
      'yyyy-MM-dd, the last day of the readings in the link (not after today).',
    ),
    expires_on: CalendarDate(
      `yyyy-MM-dd, the link's last day: after today, at most ${SHARE_LINK_MAX_DAYS} days away.`,
    ),
    passcode: Type.Optional(
      Type.String({
        ...SHARE_LINK_PASSCODE_LENGTH,
        description: 'The recipient must type it; ten wrong ones end the link.',
      }),
    ),
    label: Type.Optional(
      Type.String({ maxLength: SHARE_LINK_LABEL_MAX_LENGTH, description: 'e.g. "For my GP".' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateShareLinkBody = Static<typeof CreateShareLinkBody>;

export const CreateShareLinkQuery = Type.Object(
  {
    [SECURE_PIN_PARAMETER]: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'The secure pin, needed when the link holds Medical or Laboratory data and the person has a pin.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CreateShareLinkReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    id: Type.Integer(),
    /** shlink:/<base64url of the payload JSON>: the only place the key is. */
    link: Type.String(),
    expires_on: Type.String(),
  }),
});
export type CreateShareLinkReply = Static<typeof CreateShareLinkReply>;

export const ShareLinkAccess = Type.Object({
  recipient: Type.String(),
  /** ISO 8601 with offset. */
  at: Type.String(),
  outcome: Type.Union([
    Type.Literal('opened'),
    Type.Literal('wrong_passcode'),
    Type.Literal('refused'),
  ]),
});
export type ShareLinkAccess = Static<typeof ShareLinkAccess>;

export const SHARE_LINK_STATES = ['active', 'expired', 'revoked', 'locked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export const ShareLinkRow = Type.Object({
  id: Type.Integer(),
  label: Type.Union([Type.String(), Type.Null()]),
  profiles: Type.Array(Type.String()),
  date_from: Type.String(),
  date_to: Type.String(),
  expires_on: Type.String(),
  created_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
  has_passcode: Type.Boolean(),
  failed_passcodes: Type.Integer(),
  state: Type.Union([
    Type.Literal('active'),
    Type.Literal('expired'),
    Type.Literal('revoked'),
    Type.Literal('locked'),
  ]),
  /** Newest first. */
  accesses: Type.Array(ShareLinkAccess),
});
export type ShareLinkRow = Static<typeof ShareLinkRow>;

export const ShareLinksReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(ShareLinkRow),
});
export type ShareLinksReply = Static<typeof ShareLinksReply>;

export const ShareLinkIdParams = Type.Object(
  { id: Type.String({ pattern: BIGINT_ID_TEXT_PATTERN }) },
  { additionalProperties: false },
);

export const RevokeShareLinkReply = Type.Object({
  status: Type.Literal('success'),
  data: ShareLinkRow,
});
export type RevokeShareLinkReply = Static<typeof RevokeShareLinkReply>;

export const ManifestParams = Type.Object(
  { manifestId: Type.String({ pattern: MANIFEST_ID_PATTERN }) },
  { additionalProperties: false },
);

export const ManifestBody = Type.Object(
  {
    recipient: Type.String({
      minLength: 1,
      maxLength: SHARE_LINK_RECIPIENT_MAX_LENGTH,
      description: 'Who opens the link; the person sees it in their access log.',
    }),
    passcode: Type.Optional(Type.String({ maxLength: SHARE_LINK_PASSCODE_LENGTH.maxLength })),
    embeddedLengthMax: Type.Optional(
      Type.Integer({ minimum: 0, maximum: BIGINT_ID_RANGE.maximum }),
    ),
  },
  { additionalProperties: false },
);
export type ManifestBody = Static<typeof ManifestBody>;

export const ManifestFile = Type.Union([
  Type.Object({ contentType: Type.String(), embedded: Type.String() }),
  Type.Object({ contentType: Type.String(), location: Type.String() }),
]);

/** SMART Health Links' manifest: no status field, as other viewers read it. */
export const ManifestReply = Type.Object({ files: Type.Array(ManifestFile) });
export type ManifestReply = Static<typeof ManifestReply>;

/** A wrong or missing passcode: the error shape, and SMART Health Links' remainingAttempts. */
export const WrongPasscodeReply = Type.Object({
  status: Type.Literal('error'),
  message: Type.String(),
  details: Type.Object({ details: Type.Array(Type.String()) }),
  remainingAttempts: Type.Integer({ minimum: 0 }),
});
export type WrongPasscodeReply = Static<typeof WrongPasscodeReply>;

export const FileQuery = Type.Object(
  { ticket: Type.String({ pattern: MANIFEST_ID_PATTERN }) },
  { additionalProperties: false },
);

/** What the link carries (SMART Health Links' payload), base64url-encoded after `shlink:/`. */
export interface ShareLinkPayload {
  url: string;
  /** base64url of the 32-byte key. */
  key: string;
  /** Epoch seconds at the end of the link's last day. */
  exp: number;
  flag?: 'P';
  label?: string;
  v: 1;
}
