import pg from 'pg';
import type { ServerEnv } from '../config/serverEnv';
import { rotateBackups, writeBackupFile, type BackupFile } from './backupFiles';
import { describeDatabase, findPostgresTool, runTool, toolConnection } from './postgresTools';

/** `npm run backup` with DATABASE_URL: pg_dump's custom format into BACKUP_DIR. */
export async function backupPostgres(databaseUrl: string, env: ServerEnv): Promise<string> {
  const pgDump = findPostgresTool('pg_dump');
  const { dbname, env: toolEnv } = toolConnection(databaseUrl);
  const file = await writeBackupFile(env.backups.dir, 'postgres', undefined, async (temporary) => {
    await runTool(
      pgDump,
      ['--format=custom', `--file=${temporary}`, `--dbname=${dbname}`],
      toolEnv,
    );
  });
  await rotateBackups(env.backups.dir, env.backups.keep);
  return file.path;
}

/** The tables a dump holds, as schema.name, from pg_restore's list of its contents. */
async function tablesInDump(pgRestore: string, file: string): Promise<string[]> {
  const list = await runTool(pgRestore, ['--list', file], process.env);
  const tables: string[] = [];
  for (const line of list.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.push(`${match[1]}.${match[2]}`);
  }
  return tables;
}

async function tablesPresent(databaseUrl: string, wanted: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema || '.' || table_name = any($1::text[]) order by 1`,
      [wanted],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

// Named in a refusal: enough to recognise the database, not a page of names.
const TABLES_NAMED = 5;

/**
 * `npm run restore` of a verified dump into DATABASE_URL, in one transaction: into a database
 * that holds none of the dump's tables, or, with replace, dropping and recreating them.
 */
export async function restorePostgres(
  backup: BackupFile,
  databaseUrl: string,
  replace: boolean,
): Promise<void> {
  const pgRestore = findPostgresTool('pg_restore');
  const present = await tablesPresent(databaseUrl, await tablesInDump(pgRestore, backup.path));
  if (present.length > 0 && !replace) {
    const named = present.slice(0, TABLES_NAMED).join(', ');
    const more = present.length > TABLES_NAMED ? ` and ${present.length - TABLES_NAMED} more` : '';
    throw new Error(
      `The database ${describeDatabase(databaseUrl)} already holds Motus tables (${named}${more}). ` +
        'Restore into an empty database, or add --replace to replace them with the backup’s ' +
        '(npm run restore -- --replace FILE). Nothing was changed.',
    );
  }
  const { dbname, env: toolEnv } = toolConnection(databaseUrl);
  await runTool(
    pgRestore,
    [
      // The restoring user owns what it restores: the dump's roles need not exist here.
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      backup.path,
    ],
    toolEnv,
  );
}
