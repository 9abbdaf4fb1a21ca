import { describe, expect, it } from 'vitest';
import { readServerEnv } from './serverEnv';

describe('readServerEnv: ADMIN_EMAILS', () => {
  it('reads a comma list, trimmed and without case', () => {
    expect(
      readServerEnv({ ADMIN_EMAILS: ' Head@Clinic.example , second@clinic.example,,' }).adminEmails,
    ).toEqual(['head@clinic.example', 'second@clinic.example']);
    expect(readServerEnv({}).adminEmails).toEqual([]);
  });

  it('refuses to start on an address that is none, naming it', () => {
    expect(() => readServerEnv({ ADMIN_EMAILS: 'head@clinic.example, head-at-clinic' })).toThrow(
      /ADMIN_EMAILS must be email addresses separated by commas .*"head-at-clinic"/,
    );
  });
});
