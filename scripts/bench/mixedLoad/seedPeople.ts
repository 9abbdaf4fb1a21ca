import { sql, type Kysely } from 'kysely';
import { AUTH_SCHEME } from '../../../src/shared/api/accountEndpoints';
import type { ProfileDataset } from '../../../src/shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../src/shared/profile-config/storedNameOf';
import type { Database } from '../../../src/server/db/database';
import { newSecretToken } from '../../../src/server/services/tokens/secretTokens';
import { settleFreshReadings } from '../seedManyReadings';

/** One seeded person as the load sends their requests: their id and their own session. */
export interface BenchPerson {
  userId: number;
  /** The Authorization header the browser sends for this person's session. */
  authorization: string;
}

/** Of the last 365 days, a person has a reading on about this share (195 days: daily-ish). */
const DAYS_WITH_A_READING_PERCENT = 53;
const SESSION_BATCH = 500;

/**
 * Accounts with a live session each, written the way login writes them (the hash of a new
 * secret token): logging a thousand people in through the API would spend minutes on
 * password hashing that the load never repeats.
 */
async function seedPeopleWithSessions(db: Kysely<Database>, count: number): Promise<BenchPerson[]> {
  const inserted = await sql<{ id: number }>`
    insert into users (email, first_name, last_name, gender, height, mass, date_of_birth, fitness_type, password_hash)
    select 'person' || n || '@mixed.bench', 'Person', 'No ' || n,
           case when n % 2 = 0 then 'Female' else 'Male' end, '1.70', 65, date '1990-01-01',
           'athlete', 'not-a-login'
      from generate_series(1, ${count}::int) n
    returning id`.execute(db);
  const people = inserted.rows.map((row) => ({ userId: row.id, ...newSecretToken() }));
  for (let start = 0; start < people.length; start += SESSION_BATCH) {
    const batch = people.slice(start, start + SESSION_BATCH);
    await db
      .insertInto('sessions')
      .values(batch.map((person) => ({ token_hash: person.hash, user_id: person.userId })))
      .execute();
  }
  return people.map(({ userId, token }) => ({
    userId,
    authorization: `${AUTH_SCHEME} ${token}`,
  }));
}

/** A value for each element, varying by person and day, in the shape its type stores. */
function seededValues(dataset: ProfileDataset) {
  const pairs = dataset.structure.elements.map((element, index) => {
    const wave = sql`((users.id * ${index + 3}::int + day) % 60)`;
    switch (element.value_type) {
      case 'integer':
        return sql`${storedNameOf(element)}::text, 40 + ${wave}`;
      case 'decimal':
        return sql`${storedNameOf(element)}::text, round((40 + ${wave} / 10.0)::numeric, 1)`;
      case 'boolean':
      case 'date':
      case 'text':
        throw new Error(
          `${dataset.name}: the mixed load seeds integer and decimal elements only, not ${element.value_type} (${element.name})`,
        );
    }
  });
  return sql`jsonb_build_object(${sql.join(pairs)})`;
}

/**
 * About a year of daily-ish readings of each dataset for every person, generated inside the
 * database (INSERT … SELECT over generate_series): nothing crosses the connection.
 */
async function seedReadings(
  db: Kysely<Database>,
  people: readonly BenchPerson[],
  datasets: readonly ProfileDataset[],
): Promise<void> {
  const ids = people.map((person) => person.userId);
  const [firstId, lastId] = [Math.min(...ids), Math.max(...ids)];
  for (const dataset of datasets) {
    await sql`
      insert into readings (user_id, dataset_id, created_on, values)
      select users.id, ${dataset.id}::int,
             (current_date - day)::timestamp + interval '7 hours', ${seededValues(dataset)}
        from users cross join generate_series(0, 364) day
       where users.id between ${firstId}::bigint and ${lastId}::bigint
         and (users.id * 7 + day * 13 + ${dataset.id}::int) % 100 < ${DAYS_WITH_A_READING_PERCENT}::int`.execute(
      db,
    );
  }
  await settleFreshReadings(db);
}

/** People with sessions and readings; answers the people and the number of readings. */
export async function seedPeople(
  db: Kysely<Database>,
  count: number,
  datasets: readonly ProfileDataset[],
): Promise<{ people: BenchPerson[]; readings: number }> {
  const people = await seedPeopleWithSessions(db, count);
  await seedReadings(db, people, datasets);
  const counted = await sql<{ count: string }>`select count(*) as count from readings`.execute(db);
  return { people, readings: Number(counted.rows[0]?.count ?? 0) };
}
