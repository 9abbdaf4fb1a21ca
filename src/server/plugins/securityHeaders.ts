import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../config/serverEnv';
import { inlineContentHashes } from '../pages/inlineContentHashes';
import { contentSecurityPolicyDirectives, servedOverHttps } from './contentSecurityPolicy';

/**
 * Camera, microphone and screen sharing for Motus's own pages (the video call), none of
 * them for a frame; no location, payment or USB for anyone.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()';

/** An API reply is personal (a token, a reading, a name) unless its route says otherwise. */
export const PERSONAL_REPLY_CACHE_CONTROL = 'no-store';

/**
 * The headers of a reply made before any hook runs (an address the router cannot read): a
 * JSON error with nothing to run or frame, so the strictest policy fits it.
 */
export const BARE_ERROR_REPLY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': PERSONAL_REPLY_CACHE_CONTROL,
} as const;

/** A year, as browsers keep an HSTS host; not preloaded: that is the deployer's choice. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every reply: pages, assets, API replies, errors and 404s (decision 025).
 * Registered before any other plugin, so its hooks run first and a reply refused early (a
 * throttle, a failed sign-in) carries them too.
 */
export function installSecurityHeaders(app: FastifyInstance, env: ServerEnv): void {
  const https = servedOverHttps(env.publicUrl);
  // helmet's own middleware, made once: @fastify/helmet built it anew for every request,
  // parsing the whole policy each time, a large part of a chart read (decision 025).
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives({
        publicUrl: env.publicUrl,
        videoSdk: env.calls.videoSdk !== undefined,
        inline: inlineContentHashes(env.clientDir),
      }),
    },
    xFrameOptions: { action: 'deny' },
    // Another site learns at most Motus's origin, never a path (a patient's id is in some).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP a browser ignores HSTS, and a LAN deployment must stay reachable.
    strictTransportSecurity: https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  });

  // Every reply, first: a reply refused early (a throttle, a failed sign-in) carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, () => undefined);
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });

  // Pages and the built client's files set their own caching (clientCacheControl), as do the
  // few public API replies meant to be kept (form validators, exercise images). Everything
  // else, errors included, is kept by no browser or proxy. A 304 changes nothing it is not
  // told to, so it is left as its route made it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304 && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PERSONAL_REPLY_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
