import { describe, expect, it } from 'vitest';
import { clockText, clockWords, repsText, timeText } from './dosageText';

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
});
