import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody, PasswordResetEmailBody } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { ErrorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  resetPasswordWithToken,
  sendPasswordResetLink,
} from '../../services/passwords/passwordResets';
import { sendRefusal } from '../../services/refusal';

/** The same words whether or not the address has an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account uses this email address, a link to reset its password is on its way.';

/** Forgot password: mail a single-use link; then set the new password with its token. */
export const passwordResetRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    accountEndpoints.sendPasswordResetEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the reply does not say whether the account exists)',
        body: PasswordResetEmailBody,
        response: { 200: SuccessMessageReply, 400: ErrorReply },
      },
    },
    async (request, reply) => {
      const { env, database, mailer } = app.deps;
      await sendPasswordResetLink(database.db, mailer, env.publicUrl, request.body.email);
      return reply.code(200).send({ status: 'success', message: RESET_LINK_SENT_MESSAGE });
    },
  );

  app.post(
    accountEndpoints.changePassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset link; ends every session',
        body: ChangePasswordBody,
        response: { 200: SuccessMessageReply, 400: ErrorReply },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const outcome = await resetPasswordWithToken(app.deps.database.db, token, password);
      if (outcome.refused) return sendRefusal(reply, outcome);
      return reply.code(200).send({
        status: 'success',
        message: 'Your password has been reset. Log in with your new password.',
      });
    },
  );
  done();
};
