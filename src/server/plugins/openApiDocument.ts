import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { AUTH_SCHEME } from '../../shared/api/accountEndpoints';
import { usesAuthentication } from './routeAccess';

/** The security scheme of signed-in calls, as the document names it. */
export const MOTUS_SECURITY_SCHEME = 'motus';

const signedInSecurity = [{ [MOTUS_SECURITY_SCHEME]: [] }];

/**
 * The OpenAPI document of every route (served by app.ts). 3.1, because its Schema Objects are
 * JSON Schema 2020-12 as TypeBox and the configs' schemas write them (`exclusiveMinimum: 0` is
 * a number there, a boolean in 3.0). Whether an operation asks for the token is read from the
 * route itself, not from what its schema says, so the two cannot disagree.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Motus API',
        version: '1',
        description: `Requests after login carry the header Authorization: ${AUTH_SCHEME} <token>.`,
      },
      components: {
        securitySchemes: {
          [MOTUS_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: `"${AUTH_SCHEME} <token>", the token of the login reply.`,
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      // A route registered without a schema reaches here with none, whatever the type says.
      const { security: _declared, ...rest } = (schema as FastifySchema | undefined) ?? {};
      const signedIn = usesAuthentication(route, app.authenticate);
      return { schema: signedIn ? { ...rest, security: signedInSecurity } : rest, url };
    },
  });
}
