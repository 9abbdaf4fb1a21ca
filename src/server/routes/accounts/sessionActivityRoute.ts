import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { SuccessMessageReply } from '../../../shared/api/replySchemas';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { renewSession } from '../../services/sessions/sessionTokens';

/**
 * POST /v2/user/session-activity/: the person is active in the browser, so the session's
 * hour of inactivity starts again (docs/product.md#accounts-and-sessions: activity, not API traffic, keeps a session).
 */
export const sessionActivityRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    accountEndpoints.sessionActivity,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        tags: ['accounts'],
        summary: 'Restart the hour of inactivity of the session in the Authorization header',
        description:
          'Sent by the browser at most once a minute while the person is active (key presses, pointer moves, a running workout or a call). A session expires after an hour without it or any other call.',
        security: signInRequired.security,
        response: { 200: SuccessMessageReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      await renewSession(app.deps.database.db, signedIn(request).token);
      return reply.code(200).send({ status: 'success', message: 'Your session goes on.' });
    },
  );
  done();
};
