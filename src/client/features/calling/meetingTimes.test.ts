import { describe, expect, it } from 'vitest';
import { meetingTimeForPerson, meetingTimeForServer } from './meetingTimes';

describe('meeting times', () => {
  it('shows a UTC meeting time in the viewer’s zone, in the specification’s format', () => {
    expect(meetingTimeForPerson('2026-12-01 09:30', 'Europe/Dublin')).toBe('2026-12-01 09:30');
    expect(meetingTimeForPerson('2026-07-01 09:30', 'Europe/Dublin')).toBe('2026-07-01 10:30');
    expect(meetingTimeForPerson('2026-12-01 23:30', 'Asia/Tokyo')).toBe('2026-12-02 08:30');
  });

  it('sends a date-time input as UTC, and nothing for an unreadable one', () => {
    const sent = meetingTimeForServer('2026-12-01T09:30');
    expect(sent).toMatch(/^2026-12-0[12] \d\d:30$/);
    expect(sent && meetingTimeForPerson(sent)).toBe('2026-12-01 09:30');
    expect(meetingTimeForServer('tomorrow')).toBeUndefined();
  });
});
