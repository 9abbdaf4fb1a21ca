import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RegisterBody } from '../../../shared/api/accountContract';
import { adminEndpoints } from '../../../shared/api/adminEndpoints';
import {
  ClinicianInviteDetailsReply,
  ClinicianInviteParams,
} from '../../../shared/api/cliniciansContract';
import { dateOfBirthProblem } from '../../../shared/api/dateOfBirthRule';
import { ErrorReply, SuccessMessageReply, errorReply } from '../../../shared/api/replySchemas';
import { clinicianMessages } from '../../../shared/messages/clinicianMessages';
import { signInRequired, signedIn } from '../../plugins/authentication';
import {
  acceptClinicianInvite,
  clinicianInviteDetails,
  registerThroughInvite,
} from '../../services/clinicians/clinicianInvites';
import { sendRefusal } from '../../services/refusal';

const tags = ['Administrators: clinicians'];

/**
 * The calls of an invitation link's page: whoever holds the link reads its address and state,
 * registers through it, or (signed in as that address) accepts. The link is the secret.
 */
export const clinicianInviteRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { db } = app.deps.database;

  app.get(
    adminEndpoints.clinicianInviteDetails,
    {
      schema: {
        summary: "An invitation's address, state, and whether the address has an account",
        tags,
        params: ClinicianInviteParams,
        response: { 200: ClinicianInviteDetailsReply, 400: ErrorReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await clinicianInviteDetails(db, request.params.token)),
    }),
  );

  app.post(
    adminEndpoints.registerThroughInvite,
    {
      schema: {
        summary: "Register with the invited address: the new account is a clinician's",
        tags,
        params: ClinicianInviteParams,
        body: RegisterBody,
        response: { 201: SuccessMessageReply, 400: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const problem = dateOfBirthProblem(request.body.date_of_birth);
      if (problem) return reply.code(400).send(errorReply(`body.${problem}`));
      const outcome = await registerThroughInvite(db, request.params.token, request.body);
      if (outcome.refused) return sendRefusal(reply, outcome);
      return reply.code(201).send({ status: 'success', message: clinicianMessages.registered });
    },
  );

  app.post(
    adminEndpoints.acceptClinicianInvite,
    {
      onRequest: app.authenticate,
      config: { access: 'own' as const },
      schema: {
        summary: 'Accept with the signed-in account of the invited address: it becomes a clinician',
        tags,
        security: signInRequired.security,
        params: ClinicianInviteParams,
        response: { 200: SuccessMessageReply, 400: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const outcome = await acceptClinicianInvite(db, request.params.token, signedIn(request).user);
      if (outcome.refused) return sendRefusal(reply, outcome);
      return { status: 'success' as const, message: clinicianMessages.accepted };
    },
  );

  done();
};
