import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from './database';
import { checkChannel, notifier, sharedTypeParsers, type DatabaseHandle } from './databaseHandle';
import { diskHeadroomCheck } from './diskHeadroom';
import { pgliteDialect, pgliteState } from './pgliteDialect';

/** Where in DATA_DIR the embedded database keeps its files. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** dataDir undefined means in memory (tests). */
export async function connectPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: sharedTypeParsers,
  });
  const state = pgliteState();
  const db = new Kysely<Database>({
    dialect: pgliteDialect(client, state, dataDir ? diskHeadroomCheck(dataDir) : undefined),
  });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      // After a PANIC (pgliteDialect) PGlite takes no statement, UNLISTEN neither.
      return async () => {
        if (state.stoppedBy === undefined) await unlisten();
      };
    },
    notify: notifier(db),
    // Uncompressed: PGlite would compress while holding its statements back (decision 038).
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
