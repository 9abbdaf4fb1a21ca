import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A JSON reply made once: its bytes, their gzip and their tag, for every request after. */
export interface PreparedReply {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function prepareReply(value: unknown): PreparedReply {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzipped: gzipSync(json), etag: contentTag(json) };
}

/** The bytes as made, gzipped when the client takes it: neither serialised nor compressed again. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedReply,
) {
  void reply.type('application/json; charset=utf-8');
  return acceptsGzip(request.headers['accept-encoding'])
    ? sendGzipped(reply, prepared.gzipped)
    : reply.send(prepared.json);
}

/**
 * A prepared reply that the browser keeps for the signed-in person and asks about again
 * each time: 304 with no body while it is unchanged, else the bytes as made.
 */
export function sendPrivatelyRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedReply,
) {
  void reply.header('Cache-Control', 'private, no-cache').header('ETag', prepared.etag);
  if (isNotModified(request, prepared.etag)) return reply.code(304).send();
  return sendPrepared(request, reply, prepared);
}
