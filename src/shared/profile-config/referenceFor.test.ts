import { describe, expect, it } from 'vitest';
import { referenceFor } from './referenceFor';

describe('referenceFor', () => {
  const haemoglobin = { male: { low: 130, high: 170 }, female: { low: 120, high: 150 } };

  it("takes the interval of the person's sex where there is one", () => {
    expect(referenceFor(haemoglobin, 'Male')).toEqual({ low: 130, high: 170 });
    expect(referenceFor(haemoglobin, 'Female')).toEqual({ low: 120, high: 150 });
  });

  it('keeps an open side open (HDL: only a lower limit)', () => {
    expect(referenceFor({ male: { low: 1 }, female: { low: 1.2 } }, 'Female')).toEqual({
      low: 1.2,
    });
  });

  it('falls back to the general interval, and draws nothing when none applies', () => {
    expect(referenceFor({ low: 60, high: 80, male: { low: 61 } }, 'Female')).toEqual({
      low: 60,
      high: 80,
    });
    expect(referenceFor(haemoglobin, undefined)).toBeUndefined();
    expect(referenceFor({ note: 'Not a single number' }, 'Male')).toBeUndefined();
    expect(referenceFor(undefined, 'Male')).toBeUndefined();
  });
});
