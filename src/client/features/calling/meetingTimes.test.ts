import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { meetingTimeForPerson, meetingTimeForServer, nextMeetingHourInput } from './meetingTimes';

describe('meeting times', () => {
  it('shows a UTC meeting time in the person’s zone, as docs/product.md#calling writes it', () => {
    expect(meetingTimeForPerson('2026-12-01 09:30', 'Europe/Dublin')).toBe('2026-12-01 09:30');
    expect(meetingTimeForPerson('2026-07-01 09:30', 'Europe/Dublin')).toBe('2026-07-01 10:30');
    expect(meetingTimeForPerson('2026-12-01 23:30', 'Asia/Tokyo')).toBe('2026-12-02 08:30');
  });

  it('reads an entered time in the person’s zone and sends it as UTC, nothing for an unreadable one', () => {
    expect(meetingTimeForServer('2026-11-29T10:00', 'Europe/Berlin')).toBe('2026-11-29 09:00');
    expect(meetingTimeForServer('2026-11-29T10:00', 'America/New_York')).toBe('2026-11-29 15:00');
    expect(meetingTimeForServer('tomorrow', 'Europe/Berlin')).toBeUndefined();
  });

  it('offers the next hour but one on the person’s clock', () => {
    const now = DateTime.fromISO('2026-11-29T08:20:00Z');
    expect(nextMeetingHourInput('Europe/Berlin', now)).toBe('2026-11-29T10:00');
  });
});
