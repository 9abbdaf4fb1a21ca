import { describe, expect, it } from 'vitest';
import { publicUrlNotice } from './publicUrlNotice';
import { readServerEnv } from './serverEnv';

describe('the start’s line about PUBLIC_URL', () => {
  it('says links name localhost when PUBLIC_URL is unset and the server listens beyond this machine', () => {
    expect(publicUrlNotice(readServerEnv({ PORT: '8000' }))).toBe(
      'PUBLIC_URL is not set: passcode links and mails name http://localhost:8000, which works on this machine only; set PUBLIC_URL to the address people open Motus at.',
    );
  });

  it('says nothing when PUBLIC_URL is set, or the server listens on this machine only', () => {
    expect(publicUrlNotice(readServerEnv({ PUBLIC_URL: 'https://motus.example.org' }))).toBe(
      undefined,
    );
    expect(publicUrlNotice(readServerEnv({ HOST: '127.0.0.1' }))).toBe(undefined);
  });
});
