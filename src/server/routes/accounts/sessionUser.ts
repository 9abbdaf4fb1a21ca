import type { SessionUser } from '../../../shared/api/accountContract';
import type { UserRow } from '../../db/tables/usersTable';
import { isAdministrator } from '../../services/clinicians/administrators';
import { personTimeZone } from '../../services/timeZones/personTimeZone';

/**
 * The user as the browser stores it; never the password hash. adminEmails: ADMIN_EMAILS, which
 * makes the account an administrator (the browser then shows the Clinicians page).
 */
export function toSessionUser(
  user: UserRow,
  token: string,
  adminEmails: readonly string[],
): SessionUser {
  return {
    id: user.id,
    token,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    height: user.height,
    mass: user.mass,
    date_of_birth: user.date_of_birth,
    fitness_type: user.fitness_type,
    time_zone: personTimeZone(user.time_zone),
    is_doctor: user.is_doctor,
    is_admin: isAdministrator(adminEmails, user),
  };
}
