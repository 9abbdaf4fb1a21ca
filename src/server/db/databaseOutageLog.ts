/**
 * What the operator reads while the database cannot be reached: a line when the first request
 * fails, a reminder at most once a minute while it lasts (with how many statements failed
 * meanwhile), and a line when the database answers again; never one stack trace per request.
 */
export interface DatabaseOutageLog {
  /** A statement failed because the database could not be reached (isDatabaseUnavailable). */
  unavailable(error: unknown): void;
  /** A statement or connection succeeded: ends an outage, if one was under way. */
  reachable(): void;
}

const REMIND_EVERY_MS = 60_000;

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${error.message} (${code})`
      : error.message;
  }
  return String(error);
}

export function databaseOutageLog(
  databaseName: string,
  write: (line: string) => void = (line) => console.error(line),
  now: () => number = Date.now,
): DatabaseOutageLog {
  let since: number | undefined;
  let lastWritten = 0;
  let failedSinceLastLine = 0;
  return {
    unavailable(error) {
      const at = now();
      if (since === undefined) {
        since = at;
        lastWritten = at;
        failedSinceLastLine = 0;
        write(
          `${databaseName} cannot be reached: ${reasonOf(error)}. Requests that need it are answered 503 until it is back.`,
        );
        return;
      }
      failedSinceLastLine += 1;
      if (at - lastWritten < REMIND_EVERY_MS) return;
      write(
        `${databaseName} still cannot be reached after ${Math.round((at - since) / 1000)} s: ${reasonOf(error)}; ${failedSinceLastLine} more statements failed.`,
      );
      lastWritten = at;
      failedSinceLastLine = 0;
    },
    reachable() {
      if (since === undefined) return;
      write(`${databaseName} answers again after ${Math.round((now() - since) / 1000)} s.`);
      since = undefined;
    },
  };
}
