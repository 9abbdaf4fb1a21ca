/**
 * A session ends after one hour without activity (docs/product.md#accounts-and-sessions). The browser's inactivity
 * timer and the server's session expiry use this one number so they never disagree.
 */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;

/**
 * Activity renews the session on the server at most this often (docs/product.md#accounts-and-sessions: the rule is activity,
 * not API traffic): the two idle clocks then agree to within this minute, and a stream of
 * pointer moves costs one request a minute.
 */
export const SESSION_RENEW_INTERVAL_MS = 60_000;
