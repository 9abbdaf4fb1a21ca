/**
 * Replies smaller than this go out uncompressed. Under the mixed load of many people, gzip of
 * the small chart replies (a month of readings is one or two kilobytes) cost the server more
 * than 10 % of its time per request; what it saved fits in the first round trip of any
 * connection anyway (about 14 KB). Used by @fastify/compress (app.ts) and by the chart reads,
 * which gzip their replies themselves (readingReadRoutes.ts).
 */
export const COMPRESS_FROM_BYTES = 4096;
