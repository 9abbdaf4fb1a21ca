import { describe, expect, it } from 'vitest';
import { valueAxisTicks } from './valueAxisTicks';

describe('valueAxisTicks', () => {
  it('gives whole-number ticks only for whole-number series', () => {
    expect(valueAxisTicks({ min: 1.6, max: 5.4 }, true)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives round decimal ticks for decimal series', () => {
    expect(valueAxisTicks({ min: 0.12, max: 0.87 }, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('spaces large values in round steps', () => {
    expect(valueAxisTicks({ min: 0, max: 12_000 }, true)).toEqual([
      0, 2000, 4000, 6000, 8000, 10_000, 12_000,
    ]);
  });
});
