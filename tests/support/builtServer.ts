import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverBuildCommand, serverEntryIn } from '../../scripts/build/serverBuild.mjs';

/**
 * The server as `npm start` builds it (one bundle, scripts/build/serverBuild.mjs), into a
 * folder of its own under dist/ (inside the project, where its external packages resolve).
 * Answers the entry to run and a function that removes the folder.
 */
export function buildServerBundle(): { entry: string; remove(): void } {
  // A clean checkout has no dist/ before its first build.
  fs.mkdirSync('dist', { recursive: true });
  const outDir = fs.mkdtempSync(path.join('dist', 'server-under-test-'));
  const [command, args] = serverBuildCommand(outDir);
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`The server bundle did not build: ${result.stderr || result.stdout}`);
  }
  return {
    entry: serverEntryIn(outDir),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}

export interface StartedServer {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** Runs a built entry with env on a free port; resolves once it says where it listens. */
export function startBuiltServer(
  entry: string,
  env: Record<string, string>,
): Promise<StartedServer> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/\S+) /.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
