import { describe, expect, it } from 'vitest';
import { KeptRecords } from './keptRecords';

describe("the panel's kept records", () => {
  it('give back what was kept only under the same key', () => {
    const kept = new KeptRecords<string>(10);
    kept.keep(1, 'change 4', 'read at change 4');
    expect(kept.take(1, 'change 4')).toBe('read at change 4');
    expect(kept.take(1, 'change 5')).toBeUndefined();
    expect(kept.take(2, 'change 4')).toBeUndefined();
    kept.keep(1, 'change 5', 'read at change 5');
    expect(kept.take(1, 'change 4')).toBeUndefined();
    expect(kept.take(1, 'change 5')).toBe('read at change 5');
  });

  it('let the patient used longest ago go when full', () => {
    const kept = new KeptRecords<number>(2);
    kept.keep(1, 'a', 1);
    kept.keep(2, 'a', 2);
    expect(kept.take(1, 'a')).toBe(1);
    kept.keep(3, 'a', 3);
    expect(kept.size).toBe(2);
    expect(kept.take(2, 'a')).toBeUndefined();
    expect(kept.take(1, 'a')).toBe(1);
    expect(kept.take(3, 'a')).toBe(3);
  });
});
