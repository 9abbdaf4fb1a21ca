import { describe, expect, it } from 'vitest';
import { clockText, clockWords, dosageText, repsText, timeText } from './dosageText';

describe('dosage and clock texts', () => {
  it('says N/A where a routine exercise has no reps or time', () => {
    expect(repsText(null)).toBe('N/A');
    expect(timeText(null)).toBe('N/A');
    expect(repsText(1)).toBe('1 rep');
    expect(repsText(12)).toBe('12 reps');
  });

  it('writes times the way a physiotherapist would', () => {
    expect(timeText(45)).toBe('45 s');
    expect(timeText(120)).toBe('2 min');
    expect(timeText(90)).toBe('1 min 30 s');
  });

  it('shows a running clock with minutes and seconds, hours when needed', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(245)).toBe('4:05');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockWords(3723)).toBe('1 hour 2 minutes 3 seconds');
    expect(clockWords(0)).toBe('0 seconds');
    expect(clockWords(61)).toBe('1 minute 1 second');
  });

  it('writes a prescribed dose as a physiotherapist would', () => {
    const none = { sets: null, reps: null, hold_seconds: null, time_seconds: null };
    expect(dosageText({ ...none, sets: 3, reps: 10, hold_seconds: 5 })).toBe('3 × 10, hold 5 s');
    expect(dosageText({ ...none, sets: 2, time_seconds: 45 })).toBe('2 × 45 s');
    expect(dosageText({ ...none, reps: 10, time_seconds: 30 })).toBe('10 reps, 30 s');
    expect(dosageText({ ...none, sets: 1 })).toBe('1 set');
    expect(dosageText(none)).toBe('N/A');
  });
});
