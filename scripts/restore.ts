// npm run restore -- [--replace] FILE: a backup of `npm run backup` or of the running server
// back into DATA_DIR (a snapshot) or DATABASE_URL (a pg_dump), once its checksum matches.
import path from 'node:path';
import { readServerEnv } from '../src/server/config/serverEnv';
import { verifyBackupFile } from '../src/server/backup/backupFiles';
import { restoreEmbedded } from '../src/server/backup/embeddedBackup';
import { restorePostgres } from '../src/server/backup/postgresBackup';
import { describeDatabase } from '../src/server/backup/postgresTools';

const USAGE = 'npm run restore -- [--replace] FILE';

function readArguments(args: string[]): { file: string; replace: boolean } {
  const replace = args.includes('--replace');
  const rest = args.filter((arg) => arg !== '--replace');
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (unknown !== undefined) throw new Error(`${unknown} is not an option of ${USAGE}`);
  const [file, ...extra] = rest;
  if (file === undefined || extra.length > 0) throw new Error(`name one backup file: ${USAGE}`);
  return { file: path.resolve(file), replace };
}

try {
  const { file, replace } = readArguments(process.argv.slice(2));
  const env = readServerEnv();
  const backup = await verifyBackupFile(file);
  if (backup.kind === 'postgres') {
    if (!env.databaseUrl) {
      throw new Error(
        `${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.`,
      );
    }
    await restorePostgres(backup, env.databaseUrl, replace);
    console.log(`Restored ${backup.name} into ${describeDatabase(env.databaseUrl)}.`);
  } else {
    if (env.databaseUrl) {
      throw new Error(
        `${file} is a snapshot of the embedded database, but DATABASE_URL is set: unset it to ` +
          'restore into DATA_DIR.',
      );
    }
    const done = await restoreEmbedded(backup, env);
    console.log(`Restored ${backup.name} into ${done.restoredInto}.`);
    if (done.movedAside) console.log(`The database that was there is kept in ${done.movedAside}.`);
    console.log('The next start of Motus opens the restored data.');
  }
} catch (error) {
  console.error(
    `Motus could not restore: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
