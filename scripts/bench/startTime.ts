/**
 * `npm start`, process start → first 200 from /api/health: printed, not asserted. The first
 * run also creates the embedded database in a scratch folder (and builds, on a checkout not
 * built yet); the runs after it start a built checkout on that database, as a restart does.
 *   tsx scripts/bench/startTime.ts [runs]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function firstOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

export async function measureStart(port: number, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_ACCOUNTS: 'false' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await firstOk(`http://127.0.0.1:${port}/api/health`, Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? '4');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-start-'));
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await measureStart(18_400 + run, dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const [first, ...restarts] = times.map((ms) => `${(ms / 1000).toFixed(2)} s`);
  console.log(
    `npm start → first 200: first start ${first ?? '-'}; restarts ${restarts.join(', ')}`,
  );
}
