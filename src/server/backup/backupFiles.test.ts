import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupFileName,
  listBackups,
  rotateBackups,
  verifyBackupFile,
  writeBackupFile,
} from './backupFiles';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHA = 'a'.repeat(64);

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-backup-files-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function touch(name: string, ageMs = 0): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, name);
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
}

describe('rotating backups', () => {
  it('keeps the newest seven by the time in their names and leaves other files alone', async () => {
    const start = Date.UTC(2026, 10, 1, 3);
    const names = Array.from({ length: 10 }, (_, day) =>
      backupFileName('pglite', new Date(start + day * DAY_MS), SHA),
    );
    // Written newest first, so the files' own times say nothing about which is newer.
    for (const name of [...names].reverse()) touch(name);
    touch('motus.lock');
    touch('notes.txt');

    await rotateBackups(dir, 7);

    expect((await listBackups(dir)).map((file) => file.name)).toEqual(names.slice(3).reverse());
    expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(['motus.lock', 'notes.txt']));
  });

  it('removes what a crash left half written once it is an hour old, not one being written', async () => {
    touch('.motus-pglite-2026-11-01T03-00-00.000Z-1.partial', 2 * 60 * 60 * 1000);
    touch('.motus-pglite-2026-11-02T03-00-00.000Z-2.partial');

    await rotateBackups(dir, 7);

    expect(fs.readdirSync(dir)).toEqual(['.motus-pglite-2026-11-02T03-00-00.000Z-2.partial']);
  });
});

describe('a backup’s checksum', () => {
  async function written(contents: string) {
    return writeBackupFile(dir, 'postgres', undefined, (temporary) =>
      fs.promises.writeFile(temporary, contents),
    );
  }

  it('is in the name of a file written whole, and no temporary file stays', async () => {
    const backup = await written('the whole dump');
    expect(backup.name).toMatch(/^motus-postgres-\d{4}-\d\d-\d\dT[\d.-]+Z\.[0-9a-f]{64}\.dump$/);
    await expect(verifyBackupFile(backup.path)).resolves.toMatchObject({ kind: 'postgres' });
    expect(fs.readdirSync(dir)).toEqual([backup.name]);
  });

  it('refuses a file cut short or changed, saying so', async () => {
    const cut = await written('a dump that will lose its end');
    fs.truncateSync(cut.path, 10);
    await expect(verifyBackupFile(cut.path)).rejects.toThrow(
      `${cut.path} is damaged or cut short: its contents do not match the SHA-256 in its name`,
    );

    const changed = await written('a dump with one byte changed');
    const bytes = fs.readFileSync(changed.path);
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    fs.writeFileSync(changed.path, bytes);
    await expect(verifyBackupFile(changed.path)).rejects.toThrow('is damaged or cut short');
  });

  it('refuses a file renamed so that its name carries no checksum', async () => {
    const backup = await written('a dump');
    const renamed = path.join(dir, 'latest.dump');
    fs.renameSync(backup.path, renamed);
    await expect(verifyBackupFile(renamed)).rejects.toThrow(
      `${renamed} is not named as a Motus backup`,
    );
  });

  it('leaves no file at all when writing fails', async () => {
    await expect(
      writeBackupFile(dir, 'pglite', undefined, async (temporary) => {
        await fs.promises.writeFile(temporary, 'half');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
