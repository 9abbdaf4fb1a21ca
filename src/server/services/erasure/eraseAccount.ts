import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/databaseHandle';
import {
  eraseAccountRows,
  meetingIdsOf,
  revokeGrantsOf,
} from '../../db/repositories/accountErasureRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { announceAccountErased } from '../calling/meetingBus';
import type { Mailer } from '../mail/mailer';
import { pinSubject } from '../securePins/securePinRules';

export interface ErasureDependencies {
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Erases one account: its grants end first, then every row that carries the person goes in
 * one transaction (all or nothing), then what this server keeps of them outside the database:
 * mail in the development outbox, kept chart replies, and open call sockets on every instance.
 */
export async function eraseAccount(deps: ErasureDependencies, user: UserRow): Promise<void> {
  const { db } = deps.database;
  const email = user.email.trim().toLowerCase();
  await revokeGrantsOf(db, user.id);
  const meetings = await meetingIdsOf(db, user.id);
  await db.transaction().execute((trx) =>
    eraseAccountRows(trx, {
      userId: user.id,
      email,
      throttleSubjects: [email, pinSubject(user.id)],
    }),
  );

  // The rows are gone and the reply will say so: a leftover outside the database is logged
  // for the operator rather than turned into an error the person can do nothing about.
  const outside = await Promise.allSettled([
    deps.mailer.forgetMailTo(email),
    announceAccountErased(deps.database, { userId: user.id, meetings }),
  ]);
  for (const result of outside) {
    if (result.status === 'rejected') {
      deps.log.error(
        { err: result.reason as unknown },
        'an erased account left data outside the database',
      );
    }
  }
}
