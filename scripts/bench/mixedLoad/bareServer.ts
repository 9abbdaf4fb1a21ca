/**
 * The reference the mixed load is measured against: Fastify answering {ok:true} with nothing
 * behind it, in a process of its own as the Motus server is, so both pay the same for HTTP.
 */
import Fastify from 'fastify';

export const BARE_ROUTE = '/bare/';

async function main(): Promise<void> {
  const app = Fastify();
  app.get(BARE_ROUTE, () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Worded like the Motus server's own line, so the same start-up code (startBuiltServer)
  // finds either address.
  console.log(`The bare route is running on ${url} with nothing behind it.`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
