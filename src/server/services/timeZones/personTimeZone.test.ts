import { afterEach, describe, expect, it } from 'vitest';
import { personTimeZone, serverTimeZone } from './personTimeZone';

const serverTz = process.env.TZ;
afterEach(() => {
  if (serverTz === undefined) delete process.env.TZ;
  else process.env.TZ = serverTz;
});

describe('serverTimeZone', () => {
  it('is the TZ variable when it names an IANA zone', () => {
    expect(serverTimeZone({ TZ: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
  });

  it('is UTC without TZ, or when TZ names no IANA zone', () => {
    expect(serverTimeZone({})).toBe('UTC');
    expect(serverTimeZone({ TZ: ':/etc/localtime' })).toBe('UTC');
  });
});

describe('personTimeZone', () => {
  it("is the person's own zone when they have one", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(personTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it("is the server's zone for an account without one", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(personTimeZone(null)).toBe('Asia/Tokyo');
    expect(personTimeZone(undefined)).toBe('Asia/Tokyo');
  });
});
