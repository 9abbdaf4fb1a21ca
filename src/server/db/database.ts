import type { AccessLogTable } from './tables/accessLogTable';
import type { CareGrantsTable } from './tables/careGrantsTable';
import type { ConsentsTable } from './tables/consentsTable';
import type { ContactsTable } from './tables/contactsTable';
import type { ImportedResultsTable } from './tables/importedResultsTable';
import type { InvitesTable } from './tables/invitesTable';
import type { MeetingsTable } from './tables/meetingsTable';
import type { PendingInvitesTable } from './tables/pendingInvitesTable';
import type { ReadingsTable } from './tables/readingsTable';
import type { RequestRateCountsTable } from './tables/requestRateCountsTable';
import type { ReadingVersionsTable } from './tables/readingVersionsTable';
import type { RoutineExercisesTable } from './tables/routineExercisesTable';
import type { RoutineSessionsTable } from './tables/routineSessionsTable';
import type { RoutinesTable } from './tables/routinesTable';
import type { SessionExercisesTable } from './tables/sessionExercisesTable';
import type { SecurePinsTable } from './tables/securePinsTable';
import type { PasswordResetTokensTable } from './tables/passwordResetTokensTable';
import type { SessionsTable } from './tables/sessionsTable';
import type { SignalPayloadsTable } from './tables/signalPayloadsTable';
import type { ThrottleCountsTable } from './tables/throttleCountsTable';
import type { ThrottleEventsTable } from './tables/throttleEventsTable';
import type { UsersTable } from './tables/usersTable';

/** Every table Kysely knows; each table's row type lives in its own file under tables/. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  readings: ReadingsTable;
  reading_versions: ReadingVersionsTable;
  throttle_events: ThrottleEventsTable;
  throttle_counts: ThrottleCountsTable;
  request_rate_counts: RequestRateCountsTable;
  access_log: AccessLogTable;
  care_grants: CareGrantsTable;
  secure_pins: SecurePinsTable;
  consents: ConsentsTable;
  imported_results: ImportedResultsTable;
  routines: RoutinesTable;
  routine_exercises: RoutineExercisesTable;
  routine_sessions: RoutineSessionsTable;
  session_exercises: SessionExercisesTable;
  contacts: ContactsTable;
  invites: InvitesTable;
  pending_invites: PendingInvitesTable;
  meetings: MeetingsTable;
  signal_payloads: SignalPayloadsTable;
}
