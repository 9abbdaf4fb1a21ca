import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';

/** The measured user's datasets: ten years of daily readings of each. */
export interface MeasuredDatasets {
  workout: number;
  bloodPressure: number;
}

/**
 * Fills the readings table to `total` rows for the benchmark: the measured user gets ten
 * years of daily Workout (18 fields) and Blood Pressure (2 fields) readings, and the rest is spread over other users (one per
 * thousand readings: 10,000 users for 10,000,000) and datasets. The rows are generated inside
 * the database (INSERT … SELECT over generate_series) rather than sent with COPY: nothing
 * crosses the connection, so it is at least as fast as COPY and works the same on PGlite.
 */
export async function seedManyReadings(
  db: Kysely<Database>,
  measuredUserId: number,
  datasets: MeasuredDatasets,
  total: number,
): Promise<void> {
  const fillerUsers = Math.max(999, Math.round(total / 1000));
  const inserted = await sql<{ id: number }>`
    insert into users (email, first_name, last_name, gender, height, mass, date_of_birth, fitness_type, password_hash)
    select 'bench' || n || '@motus.bench', 'Bench', 'User ' || n, 'Female', '1.70', 65, date '1990-01-01', 'athlete', 'not-a-login'
    from generate_series(1, ${fillerUsers}::int) n
    returning id`.execute(db);
  // One statement's ids come from one sequence in order: firstId … firstId + fillerUsers - 1.
  const firstId = Math.min(...inserted.rows.map((row) => row.id));
  const measuredDays = 3650;
  await seedDailyWorkout(db, measuredUserId, datasets.workout, measuredDays);
  await seedDailyBloodPressure(db, measuredUserId, datasets.bloodPressure, measuredDays);
  const filler = total - 2 * measuredDays;
  const batch = 100_000;
  for (let offset = 0; offset < filler; offset += batch) {
    const count = Math.min(batch, filler - offset);
    await sql`
      insert into readings (user_id, dataset_id, created_on, values)
      select ${firstId}::bigint + (n % ${fillerUsers}::int), 38 + (n % 40), (current_date - (n % 3650))::timestamp,
             jsonb_build_object('value', n % 500)
      from generate_series(${offset}::int, ${offset + count - 1}::int) n`.execute(db);
  }
  await settleFreshReadings(db);
}

/**
 * Vacuums, analyses and checkpoints the readings just seeded, so the work fresh rows leave
 * behind (autovacuum, dirty pages) does not run during the first measurement.
 */
export async function settleFreshReadings(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze readings`.execute(db);
  await sql`checkpoint`.execute(db);
}

/**
 * One Workout reading a day (18 fields, values that wave) for the last `days` days up to
 * today, generated inside the database. Also used by the end-to-end test of the canvas chart.
 */
export async function seedDailyWorkout(
  db: Kysely<Database>,
  userId: number,
  workoutDatasetId: number,
  days: number,
): Promise<void> {
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select ${userId}::bigint, ${workoutDatasetId}::int, (current_date - ${days - 1}::int + n)::timestamp + interval '7 hours',
           jsonb_build_object('exercise_hr_1', 120 + (n % 40), 'exercise_hr_2', 125 + (n % 35),
             'exercise_hr_3', 130 + (n % 30), 'exercise_hr_4', 135 + (n % 25),
             'baseline_exercise_hr_1', 118, 'baseline_exercise_hr_2', 123,
             'baseline_exercise_hr_3', 128, 'baseline_exercise_hr_4', 133,
             'intensity_vo2max', round((40 + (n % 100) / 10.0)::numeric, 2),
             'baseline_intensity_vo2max', 42.5,
             'recovery_hr_1', 100 + (n % 20), 'recovery_hr_2', 95 + (n % 20),
             'recovery_hr_3', 90 + (n % 20), 'recovery_hr_4', 85 + (n % 20),
             'baseline_recovery_hr_1', 100, 'baseline_recovery_hr_2', 95,
             'baseline_recovery_hr_3', 90, 'baseline_recovery_hr_4', 85)
    from generate_series(0, ${days - 1}::int) n`.execute(db);
}

/** One Blood Pressure reading a day (2 fields) for the last `days` days up to today. */
export async function seedDailyBloodPressure(
  db: Kysely<Database>,
  userId: number,
  bloodPressureDatasetId: number,
  days: number,
): Promise<void> {
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select ${userId}::bigint, ${bloodPressureDatasetId}::int,
           (current_date - ${days - 1}::int + n)::timestamp + interval '7 hours 30 minutes',
           jsonb_build_object('systolic_value', 110 + (n % 30), 'diastolic_value', 70 + (n % 15))
    from generate_series(0, ${days - 1}::int) n`.execute(db);
}
