import type { SessionUser } from '../../shared/api/accountContract';

/** A signed-in user as the login reply gives it. */
export const testUser: SessionUser = {
  id: 7,
  token: 'test-token-7f3a',
  email: 'aoife.byrne@example.com',
  first_name: 'Aoife',
  last_name: 'Byrne',
  gender: 'Female',
  height: '1.68',
  mass: 61.5,
  date_of_birth: '1991-04-12',
  fitness_type: 'athlete',
  time_zone: 'Europe/Dublin',
  is_doctor: false,
  is_admin: false,
};
