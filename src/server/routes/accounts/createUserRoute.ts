import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RegisterBody } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { dateOfBirthProblem } from '../../../shared/api/dateOfBirthRule';
import { ErrorReply, SuccessMessageReply, errorReply } from '../../../shared/api/replySchemas';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { findUserByEmail, insertUser } from '../../db/repositories/usersRepository';
import { openPendingInvites } from '../../services/careTeam/careTeamMembership';
import { hashPassword } from '../../services/passwords/passwordHashing';

/** POST /v2/user/create-user/: a new, non-doctor account; the client then logs in. */
export const createUserRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    accountEndpoints.createUser,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a new account',
        body: RegisterBody,
        response: { 201: SuccessMessageReply, 400: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const { password, ...profile } = request.body;
      const problem = dateOfBirthProblem(profile.date_of_birth);
      if (problem) return reply.code(400).send(errorReply(`body.${problem}`));

      const { db } = app.deps.database;
      // Checked first to spare the slow password hash; the unique index settles races.
      if (await findUserByEmail(db, profile.email)) {
        return reply.code(409).send(errorReply(accountMessages.emailTaken));
      }
      const created = await insertUser(db, {
        ...profile,
        password_hash: await hashPassword(password),
      });
      if (created === 'email-taken')
        return reply.code(409).send(errorReply(accountMessages.emailTaken));
      await openPendingInvites(db, created);
      return reply
        .code(201)
        .send({ status: 'success', message: 'Your account is ready. You can log in now.' });
    },
  );
  done();
};
