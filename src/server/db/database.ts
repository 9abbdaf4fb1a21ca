import type { SessionsTable } from './tables/sessionsTable';
import type { UsersTable } from './tables/usersTable';

/** Every table Kysely knows; each table's row type lives in its own file under tables/. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
