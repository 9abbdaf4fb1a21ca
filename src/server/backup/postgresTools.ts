import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** PostgreSQL's own programs that back up and restore: found on PATH, then where Debian keeps them. */
export type PostgresTool = 'pg_dump' | 'pg_restore';

const DEBIAN_FOLDER = '/usr/lib/postgresql';

function debianBinaryFolders(): string[] {
  let versions: string[];
  try {
    versions = fs.readdirSync(DEBIAN_FOLDER);
  } catch {
    return [];
  }
  // Newest first: a newer pg_dump reads older servers, never the other way round.
  return versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(DEBIAN_FOLDER, version, 'bin'));
}

export function findPostgresTool(tool: PostgresTool): string {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), ...debianBinaryFolders()];
  for (const folder of folders) {
    if (folder === '') continue;
    const candidate = path.join(folder, tool);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(
    `${tool} was not found on PATH or in ${DEBIAN_FOLDER}/*/bin. Install PostgreSQL's client ` +
      "programs, of the server's major version or newer: on Debian or Ubuntu " +
      '`apt-get install postgresql-client`, on Fedora or Red Hat `dnf install postgresql`, on ' +
      'macOS `brew install libpq` (then put its bin folder on PATH).',
  );
}

/**
 * A libpq connection for PostgreSQL's programs from DATABASE_URL: the password goes in their
 * environment (PGPASSWORD), not on a command line that other users of the machine can read.
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** A database's URL as messages show it: host, port and name, no credentials. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** Runs a program to its end: its standard output, or an error carrying what it said. */
export function runTool(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${path.basename(binary)} failed: ${stderr.trim() || `exit ${code}`}`));
    });
  });
}
