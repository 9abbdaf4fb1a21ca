import { sql, type Kysely } from 'kysely';

// Limits that must hold while requests run in parallel on several server instances (failed
// logins, reset mails, pin mails): one row per kind and subject holding the times of its
// attempts in the window. A single upsert takes a place before the work it limits, with the
// row locked, so no two requests can both see the last free place (decision 026).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counts')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('attempts', sql`timestamptz[]`, (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('throttle_counts_pkey', ['kind', 'subject'])
    .execute();
  await db.schema
    .createIndex('throttle_counts_expires_at')
    .on('throttle_counts')
    .column('expires_at')
    .execute();
  // The events these limits counted until now carry over, so an upgrade reopens no lock; the
  // windows are written out as they were when this migration was made (15 minutes, an hour).
  await sql`
    insert into throttle_counts (kind, subject, attempts, expires_at)
    select kind, subject, array_agg(happened_at order by happened_at),
           max(happened_at) + case kind when 'login-failure' then interval '15 minutes'
                                        else interval '1 hour' end
      from throttle_events
     where kind in ('login-failure', 'reset-mail', 'pin-mail')
       and happened_at > now() - interval '1 hour'
     group by kind, subject
  `.execute(db);
  await sql`
    delete from throttle_events where kind in ('login-failure', 'reset-mail', 'pin-mail')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into throttle_events (kind, subject, happened_at)
    select kind, subject, unnest(attempts) from throttle_counts
  `.execute(db);
  await db.schema.dropTable('throttle_counts').execute();
}
