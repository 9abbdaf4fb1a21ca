import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginReply } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { findUserByEmail } from '../../db/repositories/usersRepository';
import { spendPasswordCheckTime, verifyPassword } from '../../services/passwords/passwordHashing';
import {
  LOGIN_THROTTLED_MESSAGE,
  loginFailureRule,
  throttle,
} from '../../services/throttling/throttles';
import { startSession } from '../../services/sessions/sessionTokens';
import { toSessionUser } from './sessionUser';

/** One text for a wrong email and a wrong password: the reply must not reveal accounts. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

const loginSchema = {
  tags: ['accounts'],
  body: LoginBody,
  response: { 200: LoginReply, 400: ErrorReply, 401: ErrorReply, 429: ErrorReply },
};

/**
 * POST /v2/user/login/ and the older /user/login-user/ that the automatic login after
 * registering calls (docs/product.md#accounts-and-sessions): the same check, a new session, the user with its token.
 */
export const loginRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  for (const url of [accountEndpoints.login, accountEndpoints.loginAfterRegister]) {
    app.post(
      url,
      { schema: { ...loginSchema, summary: 'Log in: the user with a session token' } },
      async (request, reply) => {
        const { db } = app.deps.database;
        const failures = throttle(db, loginFailureRule, request.body.email);
        // Counted as a failure until the password proves right (see throttle).
        if (!(await failures.take())) {
          return reply.code(429).send(errorReply(LOGIN_THROTTLED_MESSAGE));
        }
        const user = await findUserByEmail(db, request.body.email.trim());
        if (!user) {
          await spendPasswordCheckTime(request.body.password);
          return reply.code(401).send(errorReply(INVALID_LOGIN_MESSAGE));
        }
        if (!(await verifyPassword(request.body.password, user.password_hash))) {
          return reply.code(401).send(errorReply(INVALID_LOGIN_MESSAGE));
        }
        await failures.clear();
        const token = await startSession(db, user.id);
        return reply.code(200).send({
          status: 'success',
          details: toSessionUser(user, token, app.deps.env.adminEmails),
        });
      },
    );
  }
  done();
};
