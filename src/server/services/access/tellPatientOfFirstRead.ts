import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personName } from '../../../shared/calling/personName';
import { paths } from '../../../shared/routes/paths';
import { findUserById } from '../../db/repositories/usersRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { firstReadMail } from '../mail/mailTemplates';
import type { AccessArea } from './accessArea';

/**
 * Mails the patient that a doctor has read under their grant for the first time (the log's
 * statement marked it, once). A mail that cannot be sent is logged, not the reader's problem:
 * the Sharing page shows the first read either way.
 */
export async function tellPatientOfFirstRead(
  app: FastifyInstance,
  request: FastifyRequest,
  first: { doctor: UserRow; patientId: number; on: AccessArea },
): Promise<void> {
  const db = app.deps.database.db;
  const patient = await findUserById(db, first.patientId);
  if (!patient) return;
  try {
    await app.deps.mailer.send(
      firstReadMail(
        patient.email,
        patient.first_name,
        personName(first.doctor),
        first.on.title,
        `${app.deps.env.publicUrl}${paths.sharing}`,
      ),
    );
  } catch (error) {
    request.log.error({ err: error, patient: first.patientId }, 'first-read mail not sent');
  }
}
