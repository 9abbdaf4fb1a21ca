import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit';

describe('group commit', () => {
  it('writes in one batch every call made until the writer can write, in order', async () => {
    const batches: number[][] = [];
    let connectionFree: () => void = () => undefined;
    const connection = new Promise<void>((resolve) => (connectionFree = resolve));
    const record = groupCommit<number, string>(async (takeBatch) => {
      await connection;
      const batch = takeBatch();
      batches.push([...batch]);
      return batch.map((item) => `done ${item}`);
    });
    const calls = [record(1), record(2), record(3)];
    expect(batches).toEqual([]);
    connectionFree();
    expect(await Promise.all(calls)).toEqual(['done 1', 'done 2', 'done 3']);
    expect(batches).toEqual([[1, 2, 3]]);
    // Idle again: the next call is written on its own.
    expect(await record(4)).toBe('done 4');
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every call of a batch that could not be written, and writes the next batch', async () => {
    let calls = 0;
    const record = groupCommit<number, number>((takeBatch) => {
      calls += 1;
      const batch = takeBatch();
      if (calls === 1) return Promise.reject(new Error('database gone'));
      return Promise.resolve(batch);
    });
    await expect(record(1)).rejects.toThrow('database gone');
    expect(await record(2)).toBe(2);
  });

  it('fails the waiting calls when no batch could be taken, instead of trying again in a loop', async () => {
    let calls = 0;
    const record = groupCommit<number, number>((takeBatch) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('no connection to be had'));
      return Promise.resolve(takeBatch());
    });
    await expect(record(1)).rejects.toThrow('no connection to be had');
    expect(calls).toBe(1);
    expect(await record(2)).toBe(2);
  });
});
