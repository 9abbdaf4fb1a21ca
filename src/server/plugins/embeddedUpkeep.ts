import type { FastifyInstance } from 'fastify';
import {
  everyTable,
  keepUp,
  tablesDueForUpkeep,
  type TableDue,
} from '../db/upkeep/tablesDueForUpkeep';

/** How often the server asks whether a table is due: one short statistics query. */
const CHECK_EVERY_MS = 5_000;
/** The server counts as idle once no request has come for this long. */
const IDLE_AFTER_MS = 1_000;
/** A server never idle that long still gets its upkeep, a table at a time between requests. */
const LONGEST_WAIT_MS = 15_000;

/**
 * The embedded database's upkeep (decision 040): PGlite runs no autovacuum, so the server
 * vacuums the tables whose dead rows pass a threshold itself, when no request has come for a
 * moment (or between requests, once it has waited long enough), and every table once after a
 * start, when the statistics that count dead rows begin empty. PGlite runs one statement at
 * a time and a request waits behind a vacuum: each table is its own statement, and requests
 * that came meanwhile go first. PostgreSQL vacuums itself: nothing is installed there.
 */
export function installEmbeddedUpkeep(app: FastifyInstance): void {
  const { database } = app.deps;
  if (database.kind !== 'pglite') return;
  let lastRequestAt = 0;
  let lastUpkeepAt = Date.now();
  let closing = false;
  let started = false;
  let running: Promise<void> | undefined;

  app.addHook('onRequest', (_request, _reply, done) => {
    lastRequestAt = Date.now();
    done();
  });

  const keepUpEach = async (due: readonly TableDue[]) => {
    for (const table of due) {
      if (closing) return;
      const from = performance.now();
      await keepUp(database.db, table);
      app.log.info(
        `${table.kind === 'vacuum' ? 'Vacuumed' : 'Analysed'} ${table.table} in ${Math.round(performance.now() - from)} ms`,
      );
    }
  };

  const check = async () => {
    const now = Date.now();
    if (now - lastRequestAt < IDLE_AFTER_MS && now - lastUpkeepAt < LONGEST_WAIT_MS) return;
    lastUpkeepAt = now;
    const due = started ? await tablesDueForUpkeep(database.db) : await everyTable(database.db);
    started = true;
    await keepUpEach(due);
  };

  const timer = setInterval(() => {
    running ??= check()
      .catch((error: unknown) => app.log.warn({ err: error }, 'the database upkeep failed'))
      .finally(() => {
        running = undefined;
      });
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
