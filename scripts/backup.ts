// npm run backup: one backup now, of the embedded database (through the running server when
// one holds DATA_DIR) or of DATABASE_URL with pg_dump (decision 038).
import { readServerEnv } from '../src/server/config/serverEnv';
import { backupEmbedded } from '../src/server/backup/embeddedBackup';
import { backupPostgres } from '../src/server/backup/postgresBackup';

try {
  const env = readServerEnv();
  const file = env.databaseUrl
    ? await backupPostgres(env.databaseUrl, env)
    : await backupEmbedded(env);
  console.log(`Backup written: ${file}`);
} catch (error) {
  console.error(
    `Motus could not back up: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
