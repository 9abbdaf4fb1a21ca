/**
 * Replies smaller than this go out uncompressed. Under the mixed load of many people, gzip of
 * the small chart replies (a month of readings) cost the server a large share of its time per
 * request (decision 031); what it saved fits in the first round trip of any connection anyway
 * (about 14 KB). Used by @fastify/compress (app.ts) and by the chart reads,
 * which gzip their replies themselves (readingReadRoutes.ts).
 */
export const COMPRESS_FROM_BYTES = 4096;

/**
 * The chart reads' gzip level: the fastest. A year of a ten-field dataset compresses several
 * times faster than at zlib's default 6, for a somewhat larger reply (decision 031).
 */
export const CHART_GZIP_LEVEL = 1;
