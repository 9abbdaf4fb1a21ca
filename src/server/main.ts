import { publicUrlNotice } from './config/publicUrlNotice';
import { readServerEnv } from './config/serverEnv';
import { startServer, type RunningServer } from './startServer';

const announce = (line: string) => {
  process.stdout.write(`${line}\n`);
};

/**
 * `npm run backup` asks for a snapshot with SIGUSR2 (decision 038). Heard from the first
 * moment, since without a listener the signal would end the process; one that comes while
 * the server starts is answered once it runs.
 */
function listenForSnapshotRequests(server: Promise<RunningServer>): void {
  process.on('SIGUSR2', () => {
    // A failure is said by the snapshot itself, and in DATA_DIR for whoever asked.
    void server.then(
      (running) => running.snapshots?.takeNow().catch(() => undefined),
      () => undefined,
    );
  });
}

async function main(): Promise<void> {
  const env = readServerEnv();
  const starting = startServer(env, announce);
  listenForSnapshotRequests(starting);
  const server = await starting;
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`;
  const address = server.url.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');
  announce(`Motus is running on ${address} with ${where}.`);
  const notice = publicUrlNotice(env);
  if (notice !== undefined) announce(notice);
  if (server.demoAccounts.length > 0) {
    announce('Demo accounts (their passwords are public: never use them on real data):');
    for (const account of server.demoAccounts) {
      const pin = account.securePin ? `  secure pin: ${account.securePin}` : '';
      announce(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}${pin}`);
    }
  } else {
    announce(
      env.databaseUrl
        ? 'No demo accounts: DATABASE_URL is set (set SEED_DEMO_ACCOUNTS=true to create them).'
        : 'No demo accounts: SEED_DEMO_ACCOUNTS=false.',
    );
  }
  announce(
    env.smtpUrl ? 'Mail is sent through SMTP_URL.' : `Mail is written to ${env.dataDir}/outbox.`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    announce(`${signal}: stopping Motus...`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Motus could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
