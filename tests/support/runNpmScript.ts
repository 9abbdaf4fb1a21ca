import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  /** Standard output and error together, as the person who ran it reads them. */
  output: string;
}

/** `npm run <script> -- <args>` as an operator types it, with env added to this process's. */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
