import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost for new hashes, slow on purpose (decision 026 has the time). Each stored
 * hash names its own parameters (`scrypt$N$r$p$salt$hash`), so raising the cost later
 * keeps old passwords working.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters that would make one check take minutes or gigabytes. */
const MAX_N = 2 ** 20;
const MAX_MEMORY_BYTES = 1024 * 1024 * 1024;

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptParameters,
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is just below N = 2^15.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface StoredHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const wholeNumbers = [N, r, p].every((value) => Number.isInteger(value) && value > 0);
  if (!wholeNumbers || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (128 * N * r > MAX_MEMORY_BYTES || salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Whether a password matches a stored hash; a malformed stored hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for logins with an unknown email: otherwise the
 * quick answer would tell an attacker which addresses have accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(password, await decoyHash);
}
