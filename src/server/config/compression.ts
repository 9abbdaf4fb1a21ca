/**
 * Replies smaller than this go out uncompressed. Under the mixed load of many people, gzip of
 * the small chart replies (a month of readings is one or two kilobytes) cost the server more
 * than 10 % of its time per request; what it saved fits in the first round trip of any
 * connection anyway (about 14 KB). Used by @fastify/compress (app.ts) and by the chart reads,
 * which gzip their replies themselves (readingReadRoutes.ts).
 */
export const COMPRESS_FROM_BYTES = 4096;

/**
 * The chart reads' gzip level: the fastest. A year of a ten-field dataset (67 KB of JSON) takes
 * 0.14 ms at level 1 against 0.83 ms at zlib's default 6, for 15 KB instead of 11 KB.
 */
export const CHART_GZIP_LEVEL = 1;
