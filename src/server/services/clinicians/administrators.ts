import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../../../shared/api/replySchemas';
import { clinicianMessages } from '../../../shared/messages/clinicianMessages';
import type { UserRow } from '../../db/tables/usersTable';

/**
 * Whether the account is one of the clinic's administrators: its address is in ADMIN_EMAILS.
 * Nothing is stored: the setting decides on every request, so removing an address from it
 * (and restarting) ends that administrator's rights at once.
 */
export function isAdministrator(adminEmails: readonly string[], user: Pick<UserRow, 'email'>) {
  return adminEmails.includes(user.email.toLowerCase());
}

/**
 * An onRequest hook placed after app.authenticate: anyone but an administrator gets the one
 * refusal, before the body is read or validated, so a refusal tells nothing of the request.
 */
export function administratorsOnly(adminEmails: readonly string[]) {
  return async function administratorsOnlyHook(request: FastifyRequest, reply: FastifyReply) {
    if (request.user && isAdministrator(adminEmails, request.user)) return undefined;
    return reply.status(403).send(errorReply(clinicianMessages.administratorsOnly));
  };
}
