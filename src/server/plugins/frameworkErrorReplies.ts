import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../../shared/api/replySchemas';
import { BARE_ERROR_REPLY_HEADERS } from './securityHeaders';

export const frameworkErrorMessages = {
  badUrl: (url: string) =>
    `${url} is not a valid address: a % must be followed by two hexadecimal digits that spell UTF-8 text`,
  longParameter: (url: string, longest: number) =>
    `${url} is not an address Motus has: a part of it is longer than ${longest} characters`,
  serverFault: 'Something went wrong on our side. Please try again.',
  notHttp: 'The request could not be read as HTTP/1.1.',
  headersTooLarge: 'The request line and headers are too large: send a shorter address.',
  tooSlow: 'The request took too long to arrive: send it again.',
  bodyTooLarge: (url: string, limitBytes: number) =>
    `The request body is larger than the ${bodySize(limitBytes)} ${url} takes: send less at once`,
} as const;

/** A body limit as people read it: whole megabytes or kilobytes (1 MB is 1024 × 1024 bytes). */
function bodySize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.round(megabytes)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Fastify's frameworkErrors: an address its router cannot read (a malformed %-escape, a
 * path part over maxParamLength) is refused in the API's error shape, not in Fastify's own.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  let message: string;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      message = frameworkErrorMessages.badUrl(request.url);
      break;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      message = frameworkErrorMessages.longParameter(
        request.url,
        request.server.initialConfig.maxParamLength ?? 100,
      );
      break;
    default:
      message = status >= 500 ? frameworkErrorMessages.serverFault : error.message;
  }
  if (status >= 500) request.log.error(error);
  // No hook runs for these replies: the security headers are set here.
  void reply
    .code(status >= 500 ? 500 : status)
    .headers(BARE_ERROR_REPLY_HEADERS)
    .send(errorReply(message));
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses before there is a request
 * (bytes that are not HTTP, headers over the size limit, a request too slow to arrive) is
 * answered in the API's error shape too, then the connection closes as Node would close it.
 */
export function clientErrorReply(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, frameworkErrorMessages.tooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, frameworkErrorMessages.headersTooLarge]
        : [400, frameworkErrorMessages.notHttp];
  const body = JSON.stringify(errorReply(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
