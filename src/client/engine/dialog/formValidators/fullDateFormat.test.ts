import { fullFormats } from 'ajv-formats/dist/formats';
import { describe, expect, it } from 'vitest';
import { isFullDate } from './fullDateFormat';

const serverDate = fullFormats.date as { validate: (text: string) => boolean };

const samples = [
  '2024-02-29',
  '2023-02-29',
  '2000-02-29',
  '1900-02-29',
  '2026-04-30',
  '2026-04-31',
  '2026-12-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '0000-01-01',
  '2026-1-01',
  '26-01-01',
  '2026-01-01T00:00',
  ' 2026-01-01',
  '01/05/2024',
  '',
];

describe('the form runtime’s date format', () => {
  it.each(samples)('judges %j as the server’s ajv-formats does', (text) => {
    expect(isFullDate(text)).toBe(serverDate.validate(text));
  });
});
