import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { readingCreatedOn } from './readingCreatedOn';

describe('readingCreatedOn', () => {
  it('puts the current local time after the picked day', () => {
    const now = DateTime.fromISO('2026-11-21T07:05:00');
    expect(readingCreatedOn('2026-11-19', now)).toBe('2026-11-19 07:05');
  });
});
