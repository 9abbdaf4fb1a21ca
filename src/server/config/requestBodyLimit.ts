/**
 * The largest request body the server reads: Fastify's own default, written out so the
 * README and the tests name it. The largest body a person sends (a day's readings, a
 * routine with its exercises) is a few kilobytes; a larger one is refused with 413 before
 * it is parsed. Call signalling has its own limit per message (signalRoute.ts).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * The FHIR import's limit: a Motus export of years of readings is tens of megabytes, and it
 * comes back in one request. Only that route reads bodies this large.
 */
export const MAX_FHIR_IMPORT_BODY_BYTES = 50 * 1024 * 1024;
