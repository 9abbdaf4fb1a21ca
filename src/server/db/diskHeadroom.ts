import { statfs } from 'node:fs/promises';
import type { CompiledQuery } from 'kysely';
import { preparedStatementName, preparedStatementWrites } from './preparedStatements';

/**
 * The space the embedded database must keep free for its next write-ahead log file (16 MB)
 * and a margin. A table that cannot grow is an ordinary error, but when the log cannot start
 * its next file PostgreSQL PANICs, and PGlite then spins on its next statement with the event
 * loop held: the whole server stops answering (docs/operations.md, "When the disk is full").
 */
export const WRITE_HEADROOM_BYTES = 24 * 1024 * 1024;

const READ_NODE_KINDS = new Set(['SelectQueryNode']);
/** Raw SQL that writes nothing: reads, and a transaction's own statements. */
const READ_ONLY_SQL = /^\s*(select|show|begin|commit|rollback|savepoint|release)\b/i;

/** Whether a statement may write; one that cannot be told apart counts as writing. */
export function statementWrites(query: CompiledQuery): boolean {
  if (preparedStatementName(query.sql) !== undefined) return preparedStatementWrites(query.sql);
  if (READ_NODE_KINDS.has(query.query.kind)) return false;
  return !READ_ONLY_SQL.test(query.sql);
}

/** An error as Node's own for a full disk: isDiskFull recognises it and the reply is 507. */
class NoHeadroomError extends Error {
  readonly code = 'ENOSPC';
  constructor(dataDir: string, freeBytes: number) {
    super(
      `${dataDir} has ${Math.floor(freeBytes / (1024 * 1024))} MB free, under the ${WRITE_HEADROOM_BYTES / (1024 * 1024)} MB the embedded database keeps for its log: the write was not tried`,
    );
  }
}

/**
 * A check run before each statement that may write: it throws when the data folder's file
 * system has less than WRITE_HEADROOM_BYTES free (one statfs, some microseconds), so writes
 * are refused before they reach the database and work again as soon as space is freed.
 */
export function diskHeadroomCheck(dataDir: string): (query: CompiledQuery) => Promise<void> {
  return async (query) => {
    if (!statementWrites(query)) return;
    const { bavail, bsize } = await statfs(dataDir);
    const freeBytes = bavail * bsize;
    if (freeBytes < WRITE_HEADROOM_BYTES) throw new NoHeadroomError(dataDir, freeBytes);
  };
}
