import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: far beyond guessing, and 43 characters of base64url in a header or link. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SecretToken {
  /** handed to the user once (login reply, mailed link) and never stored */
  token: string;
  /** what the database keeps: someone reading the database cannot act as the user */
  hash: string;
}

/**
 * A plain sha-256 is enough here, unlike for passwords: the token is random and long, so
 * there is no dictionary to try against a stolen hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newSecretToken(): SecretToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** Whether a string could be a token we issued; anything else need not reach the database. */
export function looksLikeSecretToken(candidate: string): boolean {
  return TOKEN_SHAPE.test(candidate);
}
