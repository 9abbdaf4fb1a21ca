import { setImmediate as nextTurn } from 'node:timers/promises';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { apiPathPattern, apiPathPrefixes } from '../shared/api/apiPathPrefixes';
import { errorReply } from '../shared/api/replySchemas';
import { HASHED_ASSETS_DIR } from '../shared/routes/hashedAssets';
import { isPageUnderApi } from '../shared/routes/paths';
import type { ProfileConfig } from '../shared/profile-config/profileConfigSchema';
import type { WorkoutCatalogue } from '../shared/workout/workoutCatalogueSchema';
import type { DatabaseHandle } from './db/databaseHandle';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
} from './db/databaseUnavailable';
import { COMPRESS_FROM_BYTES } from './config/compression';
import { MAX_REQUEST_BODY_BYTES } from './config/requestBodyLimit';
import { clientCacheControl } from './pages/clientCacheControl';
import { readBuiltPages } from './pages/builtPages';
import { pageRepliesFor, sendPage } from './pages/pageReplies';
import type { ServerEnv } from './config/serverEnv';
import type { Mailer } from './services/mail/mailer';
import {
  logDoctorReads,
  type DoctorRead,
  type DoctorReadOutcome,
} from './db/repositories/doctorReadsRepository';
import { installAuthentication } from './plugins/authentication';
import { installEmbeddedUpkeep } from './plugins/embeddedUpkeep';
import { registerOpenApiDocument } from './plugins/openApiDocument';
import { groupCommit } from './services/batching/groupCommit';
import {
  clientErrorReply,
  frameworkErrorMessages,
  frameworkErrorReply,
} from './plugins/frameworkErrorReplies';
import { diskFullReply } from './plugins/diskFullReply';
import { installRateLimits } from './plugins/rateLimits';
import { installRouteAccess } from './plugins/routeAccess';
import { installSecurityHeaders } from './plugins/securityHeaders';
import { socketErrorHandler } from './plugins/socketErrors';
import { MAX_SIGNAL_MESSAGE_BYTES } from './routes/calling/signalRoute';
import { registerRoutes } from './routes/registerRoutes';
import { serverAjvOptions } from './validation/serverAjvOptions';
import { validationMessage } from './validation/validationMessage';
import { createSchemaCompilers } from './validation/sharedSchemaCompilers';

export interface AppDependencies {
  env: ServerEnv;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Validated at start (loadProfileConfigs): the routes and the browser's pages come from them. */
  profileConfigs: ProfileConfig[];
  /** Validated at start (loadWorkoutCatalogue): the exercises and templates routines use. */
  workoutCatalogue: WorkoutCatalogue;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    /** Compiles the route schemas no request has needed yet (see createSchemaCompilers). */
    compileRemainingSchemas: () => Promise<void>;
    /** Logs a doctor's read if the patient's grant allows it; reads at once share a statement. */
    doctorReads: (read: DoctorRead) => Promise<DoctorReadOutcome>;
  }
}

/**
 * Builds the Fastify app: external plugins, then our dependencies, then routes.
 * Validation is strict: no type coercion and no silently dropped fields, so the server
 * and the browser's rjsf agree on what is valid.
 */
export async function buildApp(deps: AppDependencies) {
  const schemaCompilers = createSchemaCompilers();
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    // Which proxies' X-Forwarded-For gives request.ip, the key of the rate limits.
    trustProxy: deps.env.trustProxy,
    ajv: { customOptions: serverAjvOptions },
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
    // What Fastify and Node refuse before a route is found also answers in the error shape.
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installSecurityHeaders(app, deps.env);

  app.decorate('deps', deps);
  app.decorate('compileRemainingSchemas', schemaCompilers.compileRemaining);
  app.decorate(
    'doctorReads',
    // The batch is taken once the connection is this statement's, and after the replies that
    // finished meanwhile have had one turn of the event loop to join it: on the embedded
    // database, which serves one statement at a time, each read's log row otherwise went alone.
    groupCommit((takeBatch: () => readonly DoctorRead[]) =>
      deps.database.db.connection().execute(async (db) => {
        await nextTurn();
        return logDoctorReads(db, takeBatch());
      }),
    ),
  );

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.validation) {
      return reply
        .status(400)
        .send(
          errorReply(validationMessage(error.validationContext ?? 'request', error.validation)),
        );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's own text names no limit; routes have their own (the FHIR import's is larger).
      const url = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      return reply
        .status(413)
        .send(errorReply(frameworkErrorMessages.bodyTooLarge(url, request.routeOptions.bodyLimit)));
    }
    const diskFull = diskFullReply(error, request, reply);
    if (diskFull) return diskFull;
    // The database layer has logged the outage once (databaseOutageLog); no trace per request.
    if ((error as unknown) instanceof DatabaseUnavailableError) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorReply(DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply
        .status(500)
        .send(errorReply('Something went wrong on our side. Please try again.'));
    }
    return reply.status(status).send(errorReply(error.message));
  });

  // A year's chart and the app's script are large for a phone's connection and gzip shrinks
  // them many times (decision 031). Brotli is left out: it costs the server more.
  await app.register(fastifyCompress, {
    encodings: ['gzip', 'deflate'],
    threshold: COMPRESS_FROM_BYTES,
  });

  // The built-in video provider's signalling socket (routes/calling/signalRoute.ts).
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_SIGNAL_MESSAGE_BYTES },
    errorHandler: socketErrorHandler,
  });

  await registerOpenApiDocument(app);

  await installRateLimits(app);
  await installAuthentication(app);
  installRouteAccess(app);
  installEmbeddedUpkeep(app);
  await registerRoutes(app);

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const builtPages = readBuiltPages(deps.env.clientDir);
  if (builtPages) {
    await app.register(fastifyStatic, {
      root: deps.env.clientDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', clientCacheControl(deps.env.clientDir, filePath));
      },
    });
  }

  // Which GETs are API calls and which are pages of the app: the profiles' prefixes come
  // from their configs, so a new profile's API is never answered with the app's page.
  const apiPath = apiPathPattern(apiPathPrefixes(deps.profileConfigs));
  const pageFor = builtPages && pageRepliesFor(builtPages, deps.profileConfigs);
  app.setNotFoundHandler((request, reply) => {
    // A chunk an older build named is gone, not a page: the app's HTML in its place would
    // fail as a script with a confusing type error.
    const isAssetRequest = request.url.startsWith(`/${HASHED_ASSETS_DIR}/`);
    const pathname = request.url.split('?')[0] ?? '';
    const isPageRequest =
      request.method === 'GET' &&
      (!apiPath.test(request.url) || isPageUnderApi(pathname)) &&
      !isAssetRequest;
    if (isPageRequest && pageFor) {
      // Client-side routes (/dashboard, /register …) all load the single-page app; some pages'
      // HTML carries their first screen or names their code as well.
      return sendPage(request, reply, pageFor(request.url));
    }
    return reply
      .status(404)
      .send(errorReply(`No such address: ${request.method} ${request.url.split('?')[0] ?? ''}`));
  });

  return app;
}

export type MotusApp = Awaited<ReturnType<typeof buildApp>>;
