import { describe, expect, it } from 'vitest';
import { hoursMinutesDecimal } from './hoursMinutes';

describe('hoursMinutesDecimal', () => {
  it('writes minutes after the point, not a fraction of an hour', () => {
    expect(hoursMinutesDecimal(65 * 60)).toBe(1.05);
    expect(hoursMinutesDecimal(30 * 60)).toBe(0.3);
    expect(hoursMinutesDecimal(2 * 3600 + 59 * 60 + 59)).toBe(2.59);
  });

  it('drops the seconds of a part minute', () => {
    expect(hoursMinutesDecimal(45)).toBe(0);
    expect(hoursMinutesDecimal(119)).toBe(0.01);
  });

  it('never goes below zero', () => {
    expect(hoursMinutesDecimal(-5)).toBe(0);
  });
});
