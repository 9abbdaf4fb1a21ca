/**
 * Replies smaller than this go out uncompressed: gzip's header and the CPU cost more than the
 * bytes saved. Used by @fastify/compress (app.ts) and by the chart reads that gzip their kept
 * replies themselves (readingReadRoutes.ts).
 */
export const COMPRESS_FROM_BYTES = 1024;
