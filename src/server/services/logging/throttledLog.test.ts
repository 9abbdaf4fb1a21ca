import { describe, expect, it } from 'vitest';
import { throttledLog } from './throttledLog';

describe('throttledLog', () => {
  it('writes the first occurrence, then one a minute counting those it left out', () => {
    let clock = 0;
    const lines: number[] = [];
    const log = throttledLog(60_000, () => clock);
    for (const at of [0, 1_000, 30_000, 59_999, 60_000, 61_000, 200_000]) {
      clock = at;
      log((unlogged) => lines.push(unlogged));
    }
    expect(lines).toEqual([0, 3, 1]);
  });
});
