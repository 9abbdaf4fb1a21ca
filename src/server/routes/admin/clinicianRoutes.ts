import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { adminEndpoints } from '../../../shared/api/adminEndpoints';
import {
  ClinicianIdParams,
  CliniciansReply,
  InviteClinicianBody,
} from '../../../shared/api/cliniciansContract';
import { ErrorReply, SuccessMessageReply, errorReply } from '../../../shared/api/replySchemas';
import { clinicianMessages } from '../../../shared/messages/clinicianMessages';
import { listOpenClinicianInvites } from '../../db/repositories/clinicianInvitesRepository';
import { listClinicians } from '../../db/repositories/cliniciansRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { administratorsOnly } from '../../services/clinicians/administrators';
import { inviteClinician } from '../../services/clinicians/clinicianInvites';
import { removeClinician } from '../../services/clinicians/removeClinician';
import { sendRefusal } from '../../services/refusal';

const tags = ['Administrators: clinicians'];

/**
 * The Clinicians page's calls, for the clinic's administrators (ADMIN_EMAILS) only: everyone
 * else gets the same 403, before the body is read.
 */
export const clinicianRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { db } = app.deps.database;
  const secured = {
    onRequest: [app.authenticate, administratorsOnly(app.deps.env.adminEmails)],
    config: { access: 'admin' as const },
  };
  const refusals = { 403: ErrorReply, ...signInRequired.responses };

  app.get(
    adminEndpoints.clinicians,
    {
      ...secured,
      schema: {
        summary: "The clinic's clinicians by name, and the invitations not yet used",
        tags,
        security: signInRequired.security,
        response: { 200: CliniciansReply, ...refusals },
      },
    },
    async () => {
      const [clinicians, invited] = await Promise.all([
        listClinicians(db),
        listOpenClinicianInvites(db),
      ]);
      return {
        status: 'success' as const,
        data: clinicians.map(({ since, ...clinician }) => ({
          ...clinician,
          since: since.toISOString(),
        })),
        invited: invited.map((invite) => ({
          email: invite.email,
          sent_at: invite.sent_at.toISOString(),
          expires_at: invite.expires_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    adminEndpoints.inviteClinician,
    {
      ...secured,
      schema: {
        summary: 'Mail a one-time link that makes the address a clinician; it replaces any before',
        tags,
        security: signInRequired.security,
        body: InviteClinicianBody,
        response: { 201: SuccessMessageReply, 400: ErrorReply, ...refusals },
      },
    },
    async (request, reply) => {
      const outcome = await inviteClinician(
        { db, mailer: app.deps.mailer, publicUrl: app.deps.env.publicUrl },
        signedIn(request).user,
        request.body.email,
      );
      if (outcome.refused) return sendRefusal(reply, outcome);
      return reply.status(201).send({
        status: 'success' as const,
        message: clinicianMessages.invited(request.body.email.trim().toLowerCase()),
      });
    },
  );

  app.post(
    adminEndpoints.removeClinician,
    {
      ...secured,
      schema: {
        summary:
          'The account stays a plain one; every grant to it ends now and each patient is mailed',
        tags,
        security: signInRequired.security,
        params: ClinicianIdParams,
        response: { 200: SuccessMessageReply, ...refusals },
      },
    },
    async (request, reply) => {
      const removed = await removeClinician(
        { db, mailer: app.deps.mailer },
        Number(request.params.id),
      );
      // No clinician by this id: the refusal anyone else gets, so ids tell nothing.
      if (!removed) return reply.status(403).send(errorReply(clinicianMessages.administratorsOnly));
      return { status: 'success' as const, message: clinicianMessages.removed(removed.name) };
    },
  );

  done();
};
