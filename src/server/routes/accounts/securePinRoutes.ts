import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  HAS_SECURE_PIN_TEXT,
  NO_SECURE_PIN_TEXT,
  VerifySecurePinReply,
} from '../../../shared/api/securePinContract';
import { findSecurePinHash } from '../../db/repositories/securePinsRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { issueSecurePin } from '../../services/securePins/issueSecurePin';

export const securePinMessages = {
  generated: (email: string) => `Your secure pin was emailed to ${email}`,
  reset: (email: string) => `A new secure pin was emailed to ${email}; the old one no longer works`,
  tooManyMails:
    'Too many secure pins were sent in the last hour. Use the newest pin in your email, or try again later.',
} as const;

/**
 * The secure pin calls (docs/product.md#secure-pin), for the signed-in user. generate and reset
 * both mail a new pin (a reset from the pin gate's Forgot Secure Pin also ends a lock);
 * verify says whether one exists.
 */
export const securePinRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const mailResponses = {
    200: SuccessMessageReply,
    ...signInRequired.responses,
    429: ErrorReply,
  };

  for (const [url, wording] of [
    [accountEndpoints.generateSecurePin, securePinMessages.generated],
    [accountEndpoints.resetSecurePin, securePinMessages.reset],
  ] as const) {
    app.post(
      url,
      {
        onRequest: app.authenticate,
        config: { access: 'own' },
        schema: {
          tags: ['accounts'],
          summary:
            url === accountEndpoints.generateSecurePin
              ? 'Make a secure pin and email it'
              : 'Email a new secure pin; the old one stops working and a lock ends',
          security: signInRequired.security,
          response: mailResponses,
        },
      },
      async (request, reply) => {
        const { user } = signedIn(request);
        const outcome = await issueSecurePin(app.deps.database.db, app.deps.mailer, user);
        if (outcome === 'too-many-mails') {
          return reply.code(429).send(errorReply(securePinMessages.tooManyMails));
        }
        return reply.code(200).send({ status: 'success', message: wording(user.email) });
      },
    );
  }

  app.post(
    accountEndpoints.verifySecurePin,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in user has a secure pin',
        security: signInRequired.security,
        response: { 200: VerifySecurePinReply, ...signInRequired.responses },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const hash = await findSecurePinHash(app.deps.database.db, user.id);
      return {
        status: 'success' as const,
        data: hash === undefined ? NO_SECURE_PIN_TEXT : HAS_SECURE_PIN_TEXT,
      };
    },
  );
  done();
};
