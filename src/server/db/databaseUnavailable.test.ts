import { describe, expect, it } from 'vitest';
import { databaseOutageLog } from './databaseOutageLog';
import {
  asDatabaseError,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './databaseUnavailable';

/** An error as pg or Node raises it: a message and, often, a code. */
function raised(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('a database error that means the database cannot be reached', () => {
  it.each([
    ['a refused connection', raised('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', raised('read ECONNRESET', 'ECONNRESET')],
    ['a connection ended under a query', raised('Connection terminated unexpectedly')],
    ['the pool waiting too long', raised('timeout exceeded when trying to connect')],
    [
      'a client used after its connection failed',
      raised('Client has encountered a connection error and is not queryable'),
    ],
    [
      'an immediate or fast shutdown (57P01)',
      raised('terminating connection due to administrator command', '57P01'),
    ],
    ['a server still starting (57P03)', raised('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', raised('connection failure', '08006')],
    [
      'a data file that cannot be read (58030)',
      raised('could not read block 0 in file "base/5/1259": I/O error', '58030'),
    ],
    ['a file read failing in Node (EIO)', raised('EIO: i/o error, read', 'EIO')],
    [
      'every address of a name refusing',
      Object.assign(
        new AggregateError([raised('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
        {},
      ),
    ],
  ])('is %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', raised('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', raised('syntax error at or near "selec"', '42601')],
    [
      'a full disk, answered apart (53100)',
      raised('could not extend file: No space left on device', '53100'),
    ],
    ['a full disk in Node (ENOSPC)', raised('ENOSPC: no space left on device, write', 'ENOSPC')],
    [
      'a statement cancelled by its time-out (57014)',
      raised('canceling statement due to statement timeout', '57014'),
    ],
    ['something that is not an error', 'Connection terminated'],
  ])('is not %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('becomes a DatabaseUnavailableError at the database layer, other errors staying as they came', () => {
    const told: unknown[] = [];
    const outage = { unavailable: (error: unknown) => told.push(error) };
    const cut = raised('Connection terminated unexpectedly');
    const wrapped = asDatabaseError(cut, outage);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(cut);
    const duplicate = raised('duplicate key value violates unique constraint', '23505');
    expect(asDatabaseError(duplicate, outage)).toBe(duplicate);
    expect(told).toEqual([cut]);
  });
});

describe('the outage log', () => {
  it('writes a line when an outage starts, at most one a minute while it lasts, and one when it ends', () => {
    const lines: string[] = [];
    let now = 0;
    const log = databaseOutageLog(
      'PostgreSQL',
      (line) => lines.push(line),
      () => now,
    );
    const refused = raised('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    log.reachable();
    for (now = 0; now < 90_000; now += 100) log.unavailable(refused);
    log.reachable();
    log.reachable();
    expect(lines).toEqual([
      'PostgreSQL cannot be reached: connect ECONNREFUSED 127.0.0.1:5432. Requests that need it are answered 503 until it is back.',
      'PostgreSQL still cannot be reached after 60 s: connect ECONNREFUSED 127.0.0.1:5432; 600 more statements failed.',
      'PostgreSQL answers again after 90 s.',
    ]);
  });
});
