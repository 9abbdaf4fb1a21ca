import type { Kysely } from 'kysely';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import type { Database } from '../db/database';
import { findUserByEmail, insertUser, type NewUser } from '../db/repositories/usersRepository';
import { seedDemoReadings } from './demoReadings';
import { hashPassword } from './passwords/passwordHashing';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

type DemoUser = Omit<NewUser, 'password_hash'> & {
  role: string;
  password: string;
  /** Starts with half a year of readings in every profile. */
  withReadings: boolean;
};

/** Printed at start (README "Demo accounts"): one of each kind of user. */
const demoUsers: DemoUser[] = [
  {
    role: 'athlete',
    email: 'athlete@motus.demo',
    password: 'motus-athlete',
    first_name: 'Alex',
    last_name: 'Runner',
    gender: 'Male',
    height: '1.80',
    mass: 74,
    date_of_birth: '1992-04-12',
    fitness_type: 'athlete',
    is_doctor: false,
    withReadings: true,
  },
  {
    role: 'doctor',
    email: 'doctor@motus.demo',
    password: 'motus-doctor',
    first_name: 'Dana',
    last_name: 'Meyer',
    gender: 'Female',
    height: '1.68',
    mass: 61,
    date_of_birth: '1981-09-30',
    fitness_type: 'sedentary',
    is_doctor: true,
    withReadings: false,
  },
];

/**
 * Creates the demo accounts that do not exist yet and lists them. An existing account is
 * left as it is (its password may have been changed since; the printed one is the default).
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  configs: readonly ProfileConfig[],
): Promise<DemoAccount[]> {
  for (const { role: _role, password, withReadings, ...user } of demoUsers) {
    if (await findUserByEmail(db, user.email)) continue;
    const created = await insertUser(db, { ...user, password_hash: await hashPassword(password) });
    // 'email-taken' here means another server instance seeded it first: fine.
    if (created !== 'email-taken' && withReadings) await seedDemoReadings(db, created.id, configs);
  }
  return demoUsers.map(({ role, email, password }) => ({ role, email, password }));
}
