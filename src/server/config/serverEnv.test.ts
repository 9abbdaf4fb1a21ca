import { describe, expect, it } from 'vitest';
import { readServerEnv } from './serverEnv';

describe('readServerEnv: demo accounts', () => {
  const postgres = 'postgres://motus@127.0.0.1:5432/motus';

  it('creates them on the embedded database and not on PostgreSQL, unless told otherwise', () => {
    expect(readServerEnv({}).seedDemoAccounts).toBe(true);
    expect(readServerEnv({ DATABASE_URL: postgres }).seedDemoAccounts).toBe(false);
    expect(
      readServerEnv({ DATABASE_URL: postgres, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts,
    ).toBe(true);
    expect(readServerEnv({ SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
  });

  it('refuses a value that is neither true nor false, naming the variable', () => {
    expect(() => readServerEnv({ SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(
      /SEED_DEMO_ACCOUNTS must be true or false/,
    );
  });
});

describe('partner laboratory addresses', () => {
  it('reads {ID}_FHIR_BASE_URL per partner id and refuses one that is not an http(s) URL', () => {
    expect(
      readServerEnv({ AMPATH_FHIR_BASE_URL: 'https://fhir.example/r4/' }).partnerFhirUrls,
    ).toEqual({ ampath: 'https://fhir.example/r4/' });
    expect(readServerEnv({}).partnerFhirUrls).toEqual({});
    expect(() => readServerEnv({ AMPATH_FHIR_BASE_URL: 'fhir.example' })).toThrow(
      'AMPATH_FHIR_BASE_URL must be an http(s) URL of a FHIR R4 server, got "fhir.example"',
    );
  });
});
