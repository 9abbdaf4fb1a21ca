/**
 * The largest request body the server reads: Fastify's own default, written out so the
 * README and the tests name it. The largest body a person sends (a day's readings, a
 * routine with its exercises) is a few kilobytes; a larger one is refused with 413 before
 * it is parsed. Call signalling has its own limit per message (signalRoute.ts).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
