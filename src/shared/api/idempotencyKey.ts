import { Type } from 'typebox';

/**
 * The header a write carries so that a retry (the network dropped after the server stored it,
 * or a queue sent again from another tab) is stored once: the IETF Idempotency-Key header.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A browser's UUID fits, as do the keys older clients made. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/**
 * The headers of a write that accepts an Idempotency-Key. Marked pure, so the service worker,
 * which takes the header's name from here, carries no TypeBox.
 */
export const IdempotencyKeyHeaders = /* @__PURE__ */ Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: /* @__PURE__ */ Type.Optional(
    /* @__PURE__ */ Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description:
        'The same key sent again by the same person stores nothing new and is answered as the first time.',
    }),
  ),
});
