import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_RATE_LIMITS,
  readRequestRateLimits,
  readTrustProxy,
} from './requestLimitsEnv';

describe('readRequestRateLimits', () => {
  it('uses the defaults, each overridable, 0 for no limit', () => {
    expect(readRequestRateLimits({})).toEqual(DEFAULT_REQUEST_RATE_LIMITS);
    expect(
      readRequestRateLimits({ RATE_LIMIT_LOGIN: '300', RATE_LIMIT_MEETING_CHECK: '0' }),
    ).toEqual({ ...DEFAULT_REQUEST_RATE_LIMITS, login: 300, meetingCheck: 0 });
  });

  it('refuses what is not a whole number, naming the variable', () => {
    expect(() => readRequestRateLimits({ RATE_LIMIT_REGISTER: '20/min' })).toThrow(
      'RATE_LIMIT_REGISTER must be a whole number of requests per minute from one address (0: no limit), got "20/min"',
    );
    expect(() => readRequestRateLimits({ RATE_LIMIT_PASSWORD_RESET: '-1' })).toThrow(
      /RATE_LIMIT_PASSWORD_RESET/,
    );
  });
});

describe('readTrustProxy', () => {
  it('trusts no proxy unless told', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
  });

  it('takes true, or a list of addresses and ranges', () => {
    expect(readTrustProxy('true')).toBe(true);
    expect(readTrustProxy('10.0.0.2, 10.1.0.0/16,loopback, fd00::/8')).toBe(
      '10.0.0.2,10.1.0.0/16,loopback,fd00::/8',
    );
  });

  it('refuses anything else, saying what it takes', () => {
    expect(() => readTrustProxy('yes')).toThrow(/TRUST_PROXY must be true, false, or a comma/);
    expect(() => readTrustProxy('1')).toThrow(/got "1"/);
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/got "10.0.0.0\/33"/);
    expect(() => readTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
