import type { Kysely } from 'kysely';

// Each person's IANA time zone, which gives their readings' wall-clock times an offset when
// they leave as FHIR (decision 034). Accounts made before it have none until they choose one;
// the server's zone stands in for them meanwhile.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
