import type { OnConflictBuilder, OnConflictDoNothingBuilder } from 'kysely';
import type { Database } from '../database';

/** The tables a client's write is kept once per person and Idempotency-Key in. */
type KeyedTable = 'readings' | 'routine_sessions';

/**
 * An insert's conflict clause that stores nothing for a key the person already used: its
 * table's partial unique index on (user_id, idempotency_key) decides, so parallel repeats of
 * one key store one row.
 */
export function oncePerKey<Table extends KeyedTable>(
  conflict: OnConflictBuilder<Database, Table>,
): OnConflictDoNothingBuilder<Database, Table> {
  return conflict
    .columns(['user_id', 'idempotency_key'])
    .where('idempotency_key', 'is not', null)
    .doNothing();
}
