import { sql, type Kysely } from 'kysely';

// A user's routines and the sessions they run (docs/product.md#workout-routines). Exercises themselves live in the
// catalogue files (profile-configs/workout/), so a routine exercise keeps the catalogue id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routines')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('safety_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('youtube_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('template_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('routines_by_user').on('routines').columns(['user_id']).execute();

  await db.schema
    .createTable('routine_exercises')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('routine_id', 'bigint', (col) =>
      col.notNull().references('routines.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('reps', 'integer')
    .addColumn('time', 'integer')
    .execute();
  await db.schema
    .createIndex('routine_exercises_by_routine')
    .on('routine_exercises')
    .columns(['routine_id', 'position'])
    .execute();

  await db.schema
    .createTable('routine_sessions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('routine_id', 'bigint', (col) =>
      col.notNull().references('routines.id').onDelete('cascade'),
    )
    // Wall-clock time of the run, as a reading's created_on: the person's own clock.
    .addColumn('created_on', 'timestamp', (col) => col.notNull())
    .addColumn('time_total', 'integer', (col) => col.notNull())
    .addColumn('time_exercising', 'integer', (col) => col.notNull())
    .addColumn('exercises_completed', 'integer', (col) => col.notNull())
    .addColumn('exercises_skipped', 'integer', (col) => col.notNull())
    // A retried save (the network dropped after the server stored it) carries the same key.
    .addColumn('idempotency_key', 'text')
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index routine_sessions_once on routine_sessions (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('routine_sessions_by_routine')
    .on('routine_sessions')
    .columns(['routine_id', 'created_on'])
    .execute();

  await db.schema
    .createTable('session_exercises')
    .addColumn('session_id', 'bigint', (col) =>
      col.notNull().references('routine_sessions.id').onDelete('cascade'),
    )
    // No foreign key: a session keeps its record after the exercise leaves the routine.
    .addColumn('routine_exercise_id', 'bigint', (col) => col.notNull())
    .addColumn('exercise_id', 'integer', (col) => col.notNull())
    .addColumn('actual_reps', 'integer')
    .addColumn('actual_time', 'numeric(8, 2)', (col) => col.notNull())
    .addPrimaryKeyConstraint('session_exercises_pk', ['session_id', 'routine_exercise_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_exercises').execute();
  await db.schema.dropTable('routine_sessions').execute();
  await db.schema.dropTable('routine_exercises').execute();
  await db.schema.dropTable('routines').execute();
}
