/**
 * A session ends after one hour without activity (000 §4, §9). The browser's inactivity
 * timer and the server's session expiry use this one number so they never disagree.
 */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;
