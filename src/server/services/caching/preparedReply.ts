import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHART_GZIP_LEVEL, COMPRESS_FROM_BYTES } from '../../config/compression';
import { acceptsGzip } from '../readings/acceptsGzip';

/** A strong ETag naming exactly these bytes. */
export function contentTag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names the reply's tag (or `*`): 304 is the answer. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends bytes already gzipped (the compress plugin leaves a reply with its encoding alone). */
export function sendGzipped(reply: FastifyReply, body: Buffer) {
  return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(body);
}

/**
 * A large reply built for this request alone (a clinician's panel of hundreds of rows), as
 * JSON.stringify writes it and gzipped at the chart reads' fastest level: on such a reply the
 * schema's serialiser and zlib's default level cost several times these (decision 047). The
 * route builds every field itself, so nothing is left for the schema to strip.
 */
export function sendBuiltJson(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  void reply.type('application/json; charset=utf-8');
  if (body.byteLength < COMPRESS_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(body);
  }
  return sendGzipped(reply, gzipSync(body, { level: CHART_GZIP_LEVEL }));
}

/** A reply made once: its bytes, their gzip and their tag, for every request after. */
export interface PreparedReply {
  type: string;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function prepareText(text: string, type: string): PreparedReply {
  const body = Buffer.from(text);
  return { type, body, gzipped: gzipSync(body), etag: contentTag(body) };
}

export function prepareReply(value: unknown): PreparedReply {
  return prepareText(JSON.stringify(value), 'application/json; charset=utf-8');
}

/** The bytes as made, gzipped when the client takes it: neither serialised nor compressed again. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedReply,
) {
  void reply.type(prepared.type);
  return acceptsGzip(request.headers['accept-encoding'])
    ? sendGzipped(reply, prepared.gzipped)
    : reply.send(prepared.body);
}

/**
 * A prepared reply that the browser keeps and asks about again each time (`cacheControl`
 * says for whom): 304 with no body while it is unchanged, else the bytes as made.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedReply,
  cacheControl: string,
) {
  void reply.header('Cache-Control', cacheControl).header('ETag', prepared.etag);
  if (isNotModified(request, prepared.etag)) return reply.code(304).send();
  return sendPrepared(request, reply, prepared);
}

/** Kept for the signed-in person only, and asked about again each time. */
export function sendPrivatelyRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedReply,
) {
  return sendRevalidated(request, reply, prepared, 'private, no-cache');
}
