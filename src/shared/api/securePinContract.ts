import { Type, type Static } from 'typebox';

/**
 * The secure pin of the medical and laboratory data (docs/product.md#secure-pin). Both sides read these:
 * the server answers with them, the browser's PinGate reacts to them.
 */

/** Pins are six digits, mailed to the user (docs/product.md#secure-pin). */
export const SECURE_PIN_LENGTH = 6;
export const SECURE_PIN_PATTERN = '^[0-9]{6}$';

/** verify-secure-pin's data when the user has none (docs/product.md#secure-pin: the client compares this text). */
export const NO_SECURE_PIN_TEXT = 'User has no secure pin' as const;
export const HAS_SECURE_PIN_TEXT = 'User has a secure pin' as const;

/** Wrong pins in a row before the pin locks, and for how long it stays locked. */
export const SECURE_PIN_MAX_FAILURES = 5;
export const SECURE_PIN_LOCK_MINUTES = 15;

/**
 * HTTP statuses of a refused pin: a wrong pin (or none set up) is 403 Forbidden as
 * docs/product.md#secure-pin has it; a locked pin is 429, as a throttled login is, and names when the
 * lock ends in locked_until.
 */
export const PIN_WRONG_STATUS = 403;
export const PIN_LOCKED_STATUS = 429;

export const VerifySecurePinReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Union([Type.Literal(NO_SECURE_PIN_TEXT), Type.Literal(HAS_SECURE_PIN_TEXT)]),
});
export type VerifySecurePinReply = Static<typeof VerifySecurePinReply>;

/** A pin refusal: the usual error shape, plus when a lock ends (ISO 8601, UTC). */
export const PinRefusalReply = Type.Object({
  status: Type.Literal('error'),
  message: Type.String(),
  details: Type.Object({ details: Type.Array(Type.String()) }),
  locked_until: Type.Optional(Type.String()),
});
export type PinRefusalReply = Static<typeof PinRefusalReply>;
