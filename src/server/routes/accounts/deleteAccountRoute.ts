import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DeleteAccountBody } from '../../../shared/api/accountErasureContract';
import { ErrorReply, SuccessMessageReply, errorReply } from '../../../shared/api/replySchemas';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { eraseAccount } from '../../services/erasure/eraseAccount';
import { verifyPassword } from '../../services/passwords/passwordHashing';
import {
  LOGIN_THROTTLED_MESSAGE,
  loginFailureRule,
  throttle,
} from '../../services/throttling/throttles';

/**
 * POST /v2/user/delete-account/: the signed-in person erases their account and everything
 * it holds. The password confirms it, as on Edit Profile: an open session on a shared
 * computer must not be enough. Wrong passwords count with the failed logins of the account's
 * email, so this is no second door for guessing a password.
 */
export const deleteAccountRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    yourDataEndpoints.deleteAccount,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        tags: ['accounts'],
        summary:
          "Erase the signed-in person's account and all its data, confirmed with the password",
        security: signInRequired.security,
        body: DeleteAccountBody,
        response: {
          200: SuccessMessageReply,
          400: ErrorReply,
          ...signInRequired.responses,
          403: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { database, mailer } = app.deps;
      const failures = throttle(database.db, loginFailureRule, user.email);
      // Counted as a failure until the password proves right, as a login is.
      if (!(await failures.take())) {
        return reply.code(429).send(errorReply(LOGIN_THROTTLED_MESSAGE));
      }
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        return reply.code(403).send(errorReply(accountMessages.wrongDeletePassword));
      }
      await eraseAccount({ database, mailer, log: request.log }, user);
      return reply.code(200).send({ status: 'success', message: accountMessages.accountDeleted });
    },
  );
  done();
};
