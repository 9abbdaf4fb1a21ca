import type { Kysely } from 'kysely';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { WorkoutCatalogue } from '../../../shared/workout/workoutCatalogueSchema';
import type { Database } from '../../db/database';
import { saveSecurePinHash } from '../../db/repositories/securePinsRepository';
import { findUserByEmail, insertUser, type NewUser } from '../../db/repositories/usersRepository';
import { hashPassword } from '../passwords/passwordHashing';
import { seedDemoCareNetwork } from './demoCareNetwork';
import { seedDemoRoutines } from './demoRoutines';
import { seedDemoYear } from './demoYear';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  /** The secure pin that opens the Medical and Laboratory pages, where the account has one. */
  securePin?: string;
}

type DemoUser = Omit<NewUser, 'password_hash'> & {
  role: string;
  password: string;
  /** Starts with a year of readings in every profile, medical history and blood panels. */
  withReadings: boolean;
  securePin?: string;
};

/** Printed at start (README "Demo accounts"): one of each kind of user. */
export const demoUsers: DemoUser[] = [
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
    // Public like the password: the demo's Medical and Laboratory pages need it.
    securePin: '246810',
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
  catalogue: WorkoutCatalogue,
): Promise<DemoAccount[]> {
  for (const { role: _role, password, withReadings, securePin, ...user } of demoUsers) {
    if (await findUserByEmail(db, user.email)) continue;
    const created = await insertUser(db, { ...user, password_hash: await hashPassword(password) });
    // 'email-taken' here means another server instance seeded it first: fine.
    if (created === 'email-taken') continue;
    if (securePin) await saveSecurePinHash(db, created.id, await hashPassword(securePin));
    if (withReadings) {
      await seedDemoYear(db, created.id, configs, user.gender);
      await seedDemoRoutines(db, created.id, catalogue);
    }
  }
  const [athlete, doctor] = await Promise.all(
    demoUsers.map(({ email }) => findUserByEmail(db, email)),
  );
  if (athlete && doctor) await seedDemoCareNetwork(db, doctor, athlete);
  return demoUsers.map(({ role, email, password, securePin }) => ({
    role,
    email,
    password,
    ...(securePin ? { securePin } : {}),
  }));
}
