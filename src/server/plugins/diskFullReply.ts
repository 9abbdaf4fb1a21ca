import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../../shared/api/replySchemas';
import { DISK_FULL_MESSAGE, isDiskFull } from '../db/diskFull';
import { throttledLog } from '../services/logging/throttledLog';

/** HTTP's Insufficient Storage: the request was fine, the server had nowhere to keep it. */
export const DISK_FULL_STATUS = 507;

export const DISK_FULL_LOG_LINE =
  'The database disk is full: writes answer 507 until space is freed (docs/operations.md, When the disk is full)';

/** One line a minute per process, however many writes are refused meanwhile. */
const logDiskFull = throttledLog(60_000);

/**
 * For the error handler: a failure because the database's disk is full answers 507 in the
 * error shape and is logged once a minute; any other error is left to the caller (undefined).
 * Nothing is half stored: the statement or transaction that failed is rolled back whole.
 */
export function diskFullReply(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (!isDiskFull(error)) return undefined;
  const cause = error instanceof Error ? error.message : String(error);
  logDiskFull((unloggedSinceLast) => {
    request.log.error({ cause, unloggedSinceLast }, DISK_FULL_LOG_LINE);
  });
  return reply.status(DISK_FULL_STATUS).send(errorReply(DISK_FULL_MESSAGE));
}
