/**
 * Whether a failed statement failed because the database could not be reached or could not
 * read or write its files, rather than because of the statement: such a request is answered
 * 503 with Retry-After (decision 039), and the same request a moment later can succeed.
 * Errors are classified where the database's driver raises them (connectPostgres,
 * pgliteDialect), so a mail server or a partner's server refusing a connection is not taken
 * for the database.
 */

/** What a person reads while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Motus cannot reach its database just now. Please try again in a moment.';

/** The Retry-After of that reply: about as long as a PostgreSQL restart takes. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Node's words for a connection refused, cut or never made, and for a failed file read. */
const UNREACHABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'EIO',
]);

/**
 * SQLSTATEs of a server going away or not taking connections, and of its file I/O failing:
 * class 08 (connection exception), 57P01 admin_shutdown (a fast or immediate shutdown),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 58000
 * system_error and 58030 io_error (what PGlite reports when its data folder cannot be read
 * or written). Disk full (ENOSPC, 53100) is not among them, nor here: it is answered apart.
 */
function isUnreachableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '58000' ||
    code === '58030'
  );
}

/**
 * pg's own errors carry no code: a connection that ended under a query, a client used after
 * its connection failed, and the pool's connection time-out.
 */
const UNREACHABLE_DRIVER_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection is closed/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (UNREACHABLE_SYSTEM_CODES.has(code) || isUnreachableSqlState(code))
  )
    return true;
  if (typeof message === 'string' && UNREACHABLE_DRIVER_MESSAGE.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A statement failed for want of the database (isDatabaseUnavailable); cause is the driver's. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * What the database layer throws for a driver's error: a DatabaseUnavailableError when the
 * database could not be reached (told to the outage log), else the error as it came.
 */
export function asDatabaseError(
  error: unknown,
  outage: { unavailable(error: unknown): void },
): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  if (!isDatabaseUnavailable(error)) return error;
  outage.unavailable(error);
  return new DatabaseUnavailableError(error);
}
