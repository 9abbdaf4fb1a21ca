/** What a person is told when a write cannot be stored because the server's disk is full. */
export const DISK_FULL_MESSAGE = "Motus could not store this: the server's disk is full";

/** PostgreSQL's disk_full; PGlite reports a failed write to its folder with it too. */
const DISK_FULL_SQLSTATE = '53100';
/** insufficient_resources and its kin; only the ones that say the disk is out of space count. */
const INSUFFICIENT_RESOURCES_CLASS = '53';
const NO_SPACE_TEXT = /no space left on device/i;
/** Node gives libuv's negative errno; Emscripten's file system (PGlite's) numbers ENOSPC 51. */
const NODE_ENOSPC_ERRNO = -28;
const EMSCRIPTEN_ENOSPC_ERRNO = 51;

interface ErrorFields {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

function saysDiskFull(error: ErrorFields): boolean {
  if (error.code === 'ENOSPC' || error.errno === NODE_ENOSPC_ERRNO) return true;
  if (error.name === 'ErrnoError' && error.errno === EMSCRIPTEN_ENOSPC_ERRNO) return true;
  if (error.code === DISK_FULL_SQLSTATE) return true;
  return (
    typeof error.code === 'string' &&
    error.code.startsWith(INSUFFICIENT_RESOURCES_CLASS) &&
    typeof error.message === 'string' &&
    NO_SPACE_TEXT.test(error.message)
  );
}

/**
 * Whether an error (or what caused it) says the database's disk is full: Node's ENOSPC, the
 * embedded database's "could not extend file …: No space left on device" (SQLSTATE 53100, as
 * PostgreSQL's own), or PostgreSQL's 53100 / a 53xxx naming the missing space.
 */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  // A cause chain is short; the bound keeps a cycle from looping.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as ErrorFields;
    if (saysDiskFull(fields)) return true;
    current = fields.cause;
  }
  return false;
}

/** For a write that may wait (a session's last-use mark): a full disk lets it go, else rethrows. */
export function unlessDiskFull(error: unknown): void {
  if (!isDiskFull(error)) throw error;
}
