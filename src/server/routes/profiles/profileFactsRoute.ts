import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PROFILE_FACTS_ROUTE, ProfileFactsReply } from '../../../shared/api/profileFactsContract';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { sendRevalidated } from '../../services/caching/preparedReply';
import type { PreparedProfileFacts } from './preparedProfileFacts';

/**
 * GET /v2/profiles/{profile}/facts/: the LOINC codes and reference notes of a profile's
 * datasets, from the configs as every Add Data validator is, so no sign-in is needed. The
 * profile list names the address with the facts' tag: the browser keeps the reply.
 */
export function registerProfileFactsRoute(
  app: FastifyInstance,
  facts: ReadonlyMap<string, PreparedProfileFacts>,
): void {
  app.get<{ Params: { profile: string } }>(
    PROFILE_FACTS_ROUTE,
    {
      schema: {
        summary: "The LOINC codes and reference notes of a profile's datasets",
        tags: ['Profiles'],
        params: Type.Object({ profile: Type.String() }),
        querystring: Type.Object(
          {
            v: Type.Optional(Type.String({ description: 'The facts’ tag, as the list names it.' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ProfileFactsReply,
          304: Type.Null({ description: 'Not Modified: the facts the ETag names are unchanged' }),
          404: ErrorReply,
        },
      },
    },
    (request, reply) => {
      const prepared = facts.get(request.params.profile);
      if (prepared === undefined) {
        return reply
          .code(404)
          .send(errorReply(`No profile has facts under ${request.params.profile}`));
      }
      return sendRevalidated(request, reply, prepared.reply, 'no-cache');
    },
  );
}
