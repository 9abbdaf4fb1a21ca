import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem } from './dateOfBirthRule';

const noonUtc = DateTime.fromISO('2024-06-15T12:00:00Z');

describe('dateOfBirthProblem', () => {
  it('accepts a past date and today', () => {
    expect(dateOfBirthProblem('1990-04-12', noonUtc)).toBeNull();
    expect(dateOfBirthProblem('2024-06-15', noonUtc)).toBeNull();
  });

  it('accepts tomorrow-in-UTC while it is already that day somewhere (UTC+14)', () => {
    expect(dateOfBirthProblem('2024-06-16', noonUtc)).toBeNull();
  });

  it('refuses a day that has not begun anywhere yet', () => {
    expect(dateOfBirthProblem('2024-06-17', noonUtc)).toBe(
      'date_of_birth must not be in the future',
    );
  });

  it('refuses dates that do not exist on the calendar', () => {
    expect(dateOfBirthProblem('2023-02-29', noonUtc)).toMatch(/real calendar date/);
    expect(dateOfBirthProblem('2024-13-01', noonUtc)).toMatch(/real calendar date/);
    expect(dateOfBirthProblem('24-6-1', noonUtc)).toMatch(/real calendar date/);
  });

  it('accepts 29 February in a leap year', () => {
    expect(dateOfBirthProblem('2024-02-29', noonUtc)).toBeNull();
  });

  it('refuses dates before 1900, which PostgreSQL or nobody alive would hold', () => {
    expect(dateOfBirthProblem('0000-01-01', noonUtc)).not.toBeNull();
    expect(dateOfBirthProblem('1899-12-31', noonUtc)).toBe(
      'date_of_birth must not be before 1900-01-01',
    );
  });
});
