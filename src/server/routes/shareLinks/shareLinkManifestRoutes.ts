import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import {
  FileQuery,
  JOSE_MEDIA_TYPE,
  ManifestBody,
  ManifestParams,
  ManifestReply,
  SHARE_LINK_MAX_FAILED_PASSCODES,
  WrongPasscodeReply,
} from '../../../shared/api/shareLinksContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { shareLinkMessages } from '../../../shared/messages/shareLinkMessages';
import { findJweByTicket } from '../../db/repositories/shareLinksRepository';
import { sendRefusal } from '../../services/refusal';
import { openShareLink } from '../../services/shareLinks/openShareLink';
import { fileUrl } from '../../services/shareLinks/shareLinkAddress';
import { hashSecretToken } from '../../services/tokens/secretTokens';

const tags = ['Your data: passcode links'];

/**
 * Any site's viewer may ask for a manifest and its file (SMART Health Links): the address and
 * the key are the secrets, not the origin. Set before anything can refuse the request, so a
 * viewer elsewhere can read a 401 or a 404 too. The file may be fetched from another origin.
 */
function answerAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  void reply.header('access-control-allow-origin', '*');
  void reply.header('cross-origin-resource-policy', 'cross-origin');
  done();
}

/** A browser's preflight before a cross-origin POST of JSON. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
} as const;

/**
 * The manifest of a passcode link and the file it names, with no session: the recipient types
 * their name (and the passcode) and gets the ciphertext, which only the key in their link opens.
 */
export const shareLinkManifestRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const db = app.deps.database.db;
  const { publicUrl } = app.deps.env;
  const notFound = errorReply(shareLinkMessages.notFound);

  for (const url of [yourDataEndpoints.shareLinkManifest, yourDataEndpoints.shareLinkFile]) {
    app.options(url, { schema: { hide: true } }, (_request, reply) =>
      reply.status(204).headers(PREFLIGHT_HEADERS).send(),
    );
  }

  app.post(
    yourDataEndpoints.shareLinkManifest,
    {
      onRequest: answerAnyOrigin,
      schema: {
        summary: "A passcode link's manifest: the recipient's name (and passcode) for its file",
        tags,
        params: ManifestParams,
        body: ManifestBody,
        response: {
          200: ManifestReply,
          400: ErrorReply,
          401: WrongPasscodeReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const outcome = await openShareLink(db, {
        manifestId: request.params.manifestId,
        recipient: request.body.recipient,
        passcode: request.body.passcode,
        embeddedLengthMax: request.body.embeddedLengthMax,
        today: todayIso(),
      });
      if (outcome.refused) return sendRefusal(reply, outcome);
      const opened = outcome.value;
      switch (opened.kind) {
        case 'embedded':
          return { files: [{ contentType: FHIR_JSON_MEDIA_TYPE, embedded: opened.jwe }] };
        case 'ticket': {
          const location = fileUrl(publicUrl, request.params.manifestId, opened.ticket);
          return { files: [{ contentType: FHIR_JSON_MEDIA_TYPE, location }] };
        }
      }
    },
  );

  app.get(
    yourDataEndpoints.shareLinkFile,
    {
      onRequest: answerAnyOrigin,
      schema: {
        summary: "A passcode link's encrypted file, by the ticket its manifest gave (an hour)",
        tags,
        params: ManifestParams,
        querystring: FileQuery,
        response: {
          200: Type.String({ description: `${JOSE_MEDIA_TYPE}: the compact JWE` }),
          400: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const jwe = await findJweByTicket(db, {
        manifestId: request.params.manifestId,
        ticketHash: hashSecretToken(request.query.ticket),
        today: todayIso(),
        maxFailedPasscodes: SHARE_LINK_MAX_FAILED_PASSCODES,
      });
      if (jwe === undefined) return reply.status(404).send(notFound);
      return reply.type(JOSE_MEDIA_TYPE).send(jwe);
    },
  );

  done();
};
