import { Type, type Static } from 'typebox';

/**
 * The partner-laboratory calls of docs/product.md#partner-import, for a partner named in a config (`partner.id`):
 * with Ampath, the partner named today, they are /v2/user/ampath/consent/ and
 * /v2/profiles/ampath/.
 */
export const partnerPaths = {
  consent: (partnerId: string) => `/v2/user/${partnerId}/consent/`,
  import: (partnerId: string) => `/v2/profiles/${partnerId}/`,
};

/** The import's reply message when the partner has no result for the person (docs/product.md#partner-import). */
export const NO_RESULTS_MESSAGE = 'No results found';

/** docs/product.md#partner-import in the partner's name; with Ampath they are its texts exactly. */
export function partnerMessages(partnerName: string) {
  return {
    imported: `Blood results imported from ${partnerName}`,
    noResults: NO_RESULTS_MESSAGE,
    importFailed: `Unable to import blood results from ${partnerName}`,
    consentLoadFailed: `Unable to get ${partnerName} consent`,
    consentGiven: `Consent given for ${partnerName}`,
    consentFailed: `Unable to give consent for ${partnerName}`,
    /** Withdrawing is as easy as giving (GDPR Art. 7(3)): docs/product.md#partner-import. */
    consentWithdrawn: `Consent withdrawn for ${partnerName}`,
    withdrawFailed: `Unable to withdraw consent for ${partnerName}`,
  };
}

/** GET consent: whether the signed-in user has consented (false until they do). */
export const ConsentReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Boolean(),
  given_at: Type.Optional(Type.String({ description: 'When consent was given (ISO 8601).' })),
});
export type ConsentReply = Static<typeof ConsentReply>;

/**
 * POST consent: true (or an empty body) gives it, recorded with the config's sentence; false
 * withdraws it at once.
 */
export const GiveConsentBody = Type.Object(
  {
    consent: Type.Optional(
      Type.Boolean({
        description: 'true gives consent (the default), false withdraws it.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type GiveConsentBody = Static<typeof GiveConsentBody>;

/** POST import: the identity number the partner knows the person by. */
export const ImportBody = Type.Object(
  {
    id_number: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[A-Za-z0-9-]+$',
      description: "The identity number the partner laboratory files the person's results under.",
    }),
  },
  { additionalProperties: false },
);
export type ImportBody = Static<typeof ImportBody>;

/** A result the import did not store, and why: it is reported rather than guessed at. */
export const RefusedResult = Type.Object({
  code: Type.String({ description: 'The LOINC code, or "none" when the result carries none.' }),
  unit: Type.String(),
  name: Type.String(),
  reason: Type.String(),
});
export type RefusedResult = Static<typeof RefusedResult>;

export const ImportReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  imported: Type.Integer({ description: 'Results stored by this import.' }),
  already_imported: Type.Integer({ description: 'Results stored by an earlier import: skipped.' }),
  refused: Type.Array(RefusedResult),
});
export type ImportReply = Static<typeof ImportReply>;
