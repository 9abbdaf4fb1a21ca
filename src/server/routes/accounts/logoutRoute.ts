import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { SuccessMessageReply } from '../../../shared/api/replySchemas';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { endSession } from '../../services/sessions/sessionTokens';

/** POST /v2/user/logout/: the token stops working at once, not only in this browser. */
export const logoutRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    accountEndpoints.logout,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        tags: ['accounts'],
        summary: 'End the session of the token in the Authorization header',
        security: signInRequired.security,
        response: { 200: SuccessMessageReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      await endSession(app.deps.database.db, signedIn(request).token);
      return reply.code(200).send({ status: 'success', message: 'You are logged out.' });
    },
  );
  done();
};
