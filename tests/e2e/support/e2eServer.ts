import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerEnv, type ServerEnv } from '../../../src/server/config/serverEnv';
import { readOutbox, type OutboxEntry } from '../../../src/server/services/mail/mailer';
import { startServer, type RunningServer } from '../../../src/server/startServer';

export interface E2eServer {
  baseUrl: string;
  server: RunningServer;
  outbox(): Promise<OutboxEntry[]>;
  stop(): Promise<void>;
}

/**
 * The real server, as `npm start` runs it, on a free port with its own embedded database
 * in a scratch folder and the built client (npm run test:e2e builds it first).
 */
export async function startE2eServer(overrides: Partial<ServerEnv> = {}): Promise<E2eServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-e2e-'));
  const env: ServerEnv = {
    ...readServerEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...overrides,
  };
  if (!fs.existsSync(path.join(env.clientDir, 'index.html'))) {
    throw new Error(`The client is not built in ${env.clientDir}: run 'npx vite build' first.`);
  }
  const server = await startServer(env, () => undefined);
  const baseUrl = server.url.replace('0.0.0.0', '127.0.0.1');
  return {
    baseUrl,
    server,
    outbox: () => readOutbox(path.join(dataDir, 'outbox')),
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
