import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * @fastify/websocket's handler of an error on an open socket (app.ts). ws reports a client's
 * breach of the protocol (a message over maxPayload, an invalid frame) with a WS_ERR_ code
 * after it has begun closing the socket with the matching close code (1009 for a message too
 * large): that close is left to finish, so the client learns why, and the breach is logged
 * as a warning. The plugin's default logged each as a failure of the server and cut the
 * connection without the closing handshake. Any other error still ends the socket at once.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const { code } = error as Error & { code?: unknown };
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn(
      { code, reason: error.message },
      'socket closed: the client broke the WebSocket protocol',
    );
    return;
  }
  request.log.error({ err: error }, 'socket failed');
  socket.terminate();
}
