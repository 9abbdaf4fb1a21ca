import type { Kysely } from 'kysely';
import { down as dropReadingVersions, up as createReadingVersions } from './010_reading_versions';

// The versions served only the chart replies a server kept between requests, and those did
// not pay for themselves under many people's reads and writes (decision 012): every write's
// trigger upsert goes with them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropReadingVersions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createReadingVersions(db);
}
