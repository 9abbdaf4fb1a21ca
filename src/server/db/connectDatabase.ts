import type { DatabaseHandle } from './databaseHandle';
import { connectPglite } from './connectPglite';

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in dataDir. The PostgreSQL driver
 * is loaded only when asked for: a server on PGlite starts without it.
 */
export async function connectDatabase(
  databaseUrl: string | undefined,
  pgliteDir: string,
): Promise<DatabaseHandle> {
  if (!databaseUrl) return connectPglite(pgliteDir);
  const { connectPostgres } = await import('./connectPostgres');
  return connectPostgres(databaseUrl);
}
