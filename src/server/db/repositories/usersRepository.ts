import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { UserRow, UsersTable } from '../tables/usersTable';

export type NewUser = Pick<
  UsersTable,
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'height'
  | 'mass'
  | 'date_of_birth'
  | 'fitness_type'
  | 'password_hash'
> & { is_doctor?: boolean; time_zone?: string };

export type ProfileChanges = Pick<
  UsersTable,
  'first_name' | 'last_name' | 'gender' | 'height' | 'mass' | 'date_of_birth' | 'fitness_type'
> & { time_zone?: string };

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === UNIQUE_VIOLATION
  );
}

/** Emails are one account per mailbox, whatever the letter case (index users_email_unique). */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * One insert statement, so a failed registration writes nothing. The unique index decides
 * a duplicate email, which also settles two registrations racing for the same address.
 */
export async function insertUser(
  db: Kysely<Database>,
  user: NewUser,
): Promise<UserRow | 'email-taken'> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
}

export async function updateUserProfile(
  db: Kysely<Database>,
  id: number,
  changes: ProfileChanges,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}
