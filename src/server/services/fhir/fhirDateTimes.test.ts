import { describe, expect, it } from 'vitest';
import { fhirDateTimeOf, storedRecordTime, wallClockOf } from './fhirDateTimes';

describe('fhirDateTimeOf', () => {
  it("writes the person's wall clock with their zone's offset, summer time included", () => {
    expect(fhirDateTimeOf('2026-01-15 07:30', true, 'Europe/Berlin')).toBe(
      '2026-01-15T07:30:00+01:00',
    );
    expect(fhirDateTimeOf('2026-07-15 07:30:00', true, 'Europe/Berlin')).toBe(
      '2026-07-15T07:30:00+02:00',
    );
    expect(fhirDateTimeOf('2026-07-15 07:30', true, 'America/New_York')).toBe(
      '2026-07-15T07:30:00-04:00',
    );
    expect(fhirDateTimeOf('2026-07-15 07:30', true, 'UTC')).toBe('2026-07-15T07:30:00+00:00');
  });

  it('keeps the digits of a time the spring change skips, with the offset after the change', () => {
    expect(fhirDateTimeOf('2026-03-29 02:30', true, 'Europe/Berlin')).toBe(
      '2026-03-29T02:30:00+02:00',
    );
  });

  it('writes a record kept as a day as that day', () => {
    expect(fhirDateTimeOf('2026-07-15 00:00:00', false, 'Europe/Berlin')).toBe('2026-07-15');
  });
});

describe('wallClockOf', () => {
  it("turns a time with an offset into the importing person's wall clock", () => {
    expect(wallClockOf('2026-01-15T07:30:00+01:00', 'America/New_York')).toBe(
      '2026-01-15 01:30:00',
    );
    expect(wallClockOf('2026-07-15T07:30:00+02:00', 'America/New_York')).toBe(
      '2026-07-15 01:30:00',
    );
    expect(wallClockOf('2026-07-15T05:30:00Z', 'Europe/Berlin')).toBe('2026-07-15 07:30:00');
  });

  it('gives back the same digits in the zone they were written in', () => {
    const written = fhirDateTimeOf('2026-10-03 23:45:10', true, 'Asia/Kolkata');
    expect(wallClockOf(written, 'Asia/Kolkata')).toBe('2026-10-03 23:45:10');
  });

  it('moves a time across midnight into the day it was where the person is', () => {
    expect(wallClockOf('2026-01-15T00:30:00+01:00', 'America/New_York')).toBe(
      '2026-01-14 18:30:00',
    );
  });

  it('keeps a bare date as that day, whatever the zone', () => {
    expect(wallClockOf('2026-01-15', 'Pacific/Kiritimati')).toBe('2026-01-15 00:00:00');
  });

  it('refuses less than a day, and a day that does not exist', () => {
    expect(wallClockOf('2026-01', 'UTC')).toBeUndefined();
    expect(wallClockOf('2026-02-30T07:30:00Z', 'UTC')).toBeUndefined();
  });
});

describe('storedRecordTime', () => {
  it("stores a record kept as a day as the person's day of that instant", () => {
    expect(storedRecordTime('2026-01-15T00:30:00+01:00', false, 'America/New_York')).toEqual({
      value: '2026-01-14 00:00:00',
    });
  });

  it('refuses a date after the latest today on Earth', () => {
    expect(storedRecordTime('2999-01-01T00:00:00Z', true, 'UTC')).toEqual({
      reason: 'The date 2999-01-01T00:00:00Z is in the future',
    });
  });
});
