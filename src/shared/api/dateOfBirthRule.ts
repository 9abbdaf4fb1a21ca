import { DateTime } from 'luxon';

/** PostgreSQL has no year 0, and nobody registering was born before this. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/**
 * Why a `yyyy-MM-dd` date of birth is not acceptable, or null when it is: it must be a real
 * calendar date (no 2023-02-30), not in the future (docs/product.md#accounts-and-sessions) and not before 1900.
 *
 * "Today" is the latest calendar day anywhere on Earth (UTC+14), so someone whose clock is
 * ahead of the server's can still enter today's date.
 */
export function dateOfBirthProblem(value: string, now: DateTime = DateTime.now()): string | null {
  const date = DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'UTC' });
  // Canonical form only: luxon also reads short years and unpadded months.
  if (!date.isValid || date.toISODate() !== value) {
    return 'date_of_birth must be a real calendar date written yyyy-MM-dd';
  }
  if (value < EARLIEST_DATE_OF_BIRTH) {
    return `date_of_birth must not be before ${EARLIEST_DATE_OF_BIRTH}`;
  }
  const latestToday = now.setZone('UTC+14').toISODate() ?? value;
  if (value > latestToday) return 'date_of_birth must not be in the future';
  return null;
}
