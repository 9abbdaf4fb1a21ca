import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// PostgreSQL only: the embedded database has no connections to lose.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL ending the server’s connections', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the server up and answering when PostgreSQL ends its idle pooled connections', async () => {
    const { authorization } = await signUp(t.app, 'Paula');
    const profiles = () => asUser(t.app, authorization).get('/v2/profiles/');
    // Several requests at once, so the pool holds more than one idle connection.
    await Promise.all([profiles(), profiles(), profiles(), profiles()]);

    // What a PostgreSQL restart or an administrator does to every other connection. Without
    // a listener for the pool's 'error' this was an uncaught exception that ended the process.
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend'`.execute(t.database.db);
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const replies = await Promise.all([profiles(), profiles()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
  });
});
