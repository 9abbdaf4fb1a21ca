import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDiskFull } from './diskFull';

/** Node's own error for a write to a device with no space (Linux's /dev/full). */
function nodeNoSpaceError(): unknown {
  try {
    fs.writeFileSync('/dev/full', 'x');
  } catch (error) {
    return error;
  }
  throw new Error('/dev/full took a write');
}

describe('isDiskFull', () => {
  it.runIf(fs.existsSync('/dev/full'))('recognises Node’s ENOSPC, and it as a cause', () => {
    const error = nodeNoSpaceError();
    expect(isDiskFull(error)).toBe(true);
    expect(isDiskFull(new Error('the write failed', { cause: error }))).toBe(true);
  });

  it('recognises the disk_full of PGlite and PostgreSQL and a 53xxx that names the space', () => {
    // As PGlite reports a table that cannot grow on a full tmpfs.
    const pglite = Object.assign(
      new Error('could not extend file "base/5/16385_fsm": No space left on device'),
      { code: '53100', severity: 'ERROR' },
    );
    expect(isDiskFull(pglite)).toBe(true);
    const resources = Object.assign(new Error('could not write block: No space left on device'), {
      code: '53000',
    });
    expect(isDiskFull(resources)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDiskFull(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(false);
    // Emscripten's errno 28 is EINVAL, not a full disk.
    expect(isDiskFull(Object.assign(new Error('invalid'), { name: 'ErrnoError', errno: 28 }))).toBe(
      false,
    );
    expect(isDiskFull(new Error('connection refused'))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });
});
