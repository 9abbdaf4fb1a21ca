import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHashing';

describe('passwordHashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores a self-describing scrypt hash that does not contain the password', async () => {
    const stored = await hashPassword('secret-password');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(stored).not.toContain('secret-password');
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same one'), hashPassword('same one')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same one', first)).toBe(true);
    expect(await verifyPassword('same one', second)).toBe(true);
  });

  it('checks an older hash by the parameters written in it', async () => {
    // Made with N=1024, r=8, p=1: a cheaper cost an earlier version might have stored.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(await verifyPassword('new password', stored)).toBe(false);
  });

  it('treats the same text in another Unicode normal form as the same password', async () => {
    const stored = await hashPassword('Jos\u00e9!'); // é as one code point
    expect(await verifyPassword('Jose\u0301!', stored)).toBe(true); // e + combining accent
  });

  it('refuses, without throwing, stored values that are not a usable scrypt hash', async () => {
    for (const stored of [
      '',
      'plain text',
      'bcrypt$10$abc$def',
      'scrypt$1000$8$1$c2FsdA$a2V5', // N not a power of two
      'scrypt$2097152$8$1$c2FsdA$a2V5', // N far beyond what we issue: hours of work
      'scrypt$1024$8$1$$a2V5', // no salt
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
