import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackupEnv, readBackupEvery } from './backupEnv';

describe('BACKUP_EVERY', () => {
  it('reads seconds, minutes, hours and days, 0 as none, and a day when unset', () => {
    expect(readBackupEvery('5s')).toBe(5_000);
    expect(readBackupEvery('30m')).toBe(30 * 60_000);
    expect(readBackupEvery('24h')).toBe(24 * 3_600_000);
    expect(readBackupEvery('7d')).toBe(7 * 24 * 3_600_000);
    expect(readBackupEvery('0')).toBe(0);
    expect(readBackupEvery(undefined)).toBe(24 * 3_600_000);
  });

  it('refuses anything else, saying what it takes', () => {
    for (const raw of ['soon', '24', '1.5h', '-5s', '0s', '5 weeks']) {
      expect(() => readBackupEvery(raw)).toThrow(
        `BACKUP_EVERY must be a whole number of seconds, minutes, hours or days such as 5s, 30m, 24h or 7d (or 0: no periodic snapshots), got "${raw}"`,
      );
    }
  });
});

describe('BACKUP_DIR and BACKUP_KEEP', () => {
  it('default to DATA_DIR/backups and seven', () => {
    expect(readBackupEnv({}, '/srv', '/var/lib/motus')).toEqual({
      everyMs: 24 * 3_600_000,
      dir: path.join('/var/lib/motus', 'backups'),
      keep: 7,
    });
    expect(readBackupEnv({ BACKUP_DIR: 'b', BACKUP_KEEP: '30' }, '/srv', '/d')).toMatchObject({
      dir: path.resolve('/srv', 'b'),
      keep: 30,
    });
  });

  it('refuse a number of backups to keep below one', () => {
    expect(() => readBackupEnv({ BACKUP_KEEP: '0' }, '/srv', '/d')).toThrow(
      'BACKUP_KEEP must be a whole number of backups to keep, 1 or more, got "0"',
    );
  });
});
