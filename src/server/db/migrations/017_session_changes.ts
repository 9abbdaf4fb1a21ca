import { sql, type Kysely } from 'kysely';

/** The channel a server hears on that a user's sessions or account row changed. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

// Every change to a session (ended, marked used, set back by hand) or to an account row is
// told, with the user's id, to every server instance sharing the database: a server that keeps
// sessions it has checked (decision 030) forgets that user's at once. PostgreSQL folds the
// same payload told twice in one transaction into one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function tell_session_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('${sql.raw(SESSION_CHANGES_CHANNEL)}', old.id::text);
      else
        perform pg_notify('${sql.raw(SESSION_CHANGES_CHANNEL)}', old.user_id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger session_changed after update or delete on sessions
    for each row execute function tell_session_change()`.execute(db);
  await sql`
    create trigger account_changed after update or delete on users
    for each row execute function tell_session_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger account_changed on users`.execute(db);
  await sql`drop trigger session_changed on sessions`.execute(db);
  await sql`drop function tell_session_change()`.execute(db);
}
