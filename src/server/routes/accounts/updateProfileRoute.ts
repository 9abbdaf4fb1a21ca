import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { UpdateProfileBody, UpdateProfileReply } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { dateOfBirthProblem } from '../../../shared/api/dateOfBirthRule';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { updateUserProfile } from '../../db/repositories/usersRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { verifyPassword } from '../../services/passwords/passwordHashing';
import { toSessionUser } from './sessionUser';

export const WRONG_CONFIRM_PASSWORD_MESSAGE =
  'The password does not match your current password. Enter your current password to confirm the changes.';

/**
 * POST /user/update-profile/ (Edit Profile). The password field confirms the change: a
 * session left open on a shared computer must not be enough to rewrite someone's details.
 */
export const updateProfileRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    accountEndpoints.updateProfile,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's details, confirmed with the current password",
        security: signInRequired.security,
        body: UpdateProfileBody,
        response: {
          200: UpdateProfileReply,
          400: ErrorReply,
          ...signInRequired.responses,
          403: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { user, token } = signedIn(request);
      const { password, ...changes } = request.body;
      const problem = dateOfBirthProblem(changes.date_of_birth);
      if (problem) return reply.code(400).send(errorReply(`body.${problem}`));
      if (!(await verifyPassword(password, user.password_hash))) {
        return reply.code(403).send(errorReply(WRONG_CONFIRM_PASSWORD_MESSAGE));
      }
      const updated = await updateUserProfile(app.deps.database.db, user.id, changes);
      if (!updated) throw new Error(`User ${user.id} vanished while updating the profile`);
      return reply.code(200).send({
        status: 'success',
        details: toSessionUser(updated, token, app.deps.env.adminEmails),
      });
    },
  );
  done();
};
