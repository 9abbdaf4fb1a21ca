import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { touchLiveSession } from '../../src/server/db/repositories/sessionsRepository';
import { hashSecretToken } from '../../src/server/services/tokens/secretTokens';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

const timing = { inactivityTimeoutMs: 3_600_000, touchIntervalMs: 60_000 };

// The session lookup runs as a prepared statement (decision 016): it must give
// what Kysely's own queries give, value for value and type for type, on either database.
describe('prepared statements', () => {
  let t: TestApp;
  let tokenHash: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedUp = await signUp(t.app, 'Prepared');
    userId = signedUp.userId;
    tokenHash = hashSecretToken(signedUp.authorization.slice(AUTH_SCHEME.length + 1));
  });
  afterAll(() => t.close());

  it('finds the live session’s user exactly as a Kysely select of the row does', async () => {
    const expected = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // Twice: the first run prepares the statement, the second only executes it.
    for (let run = 0; run < 2; run++) {
      expect(await touchLiveSession(t.database.db, tokenHash, timing)).toStrictEqual(expected);
    }
    expect(await touchLiveSession(t.database.db, 'f'.repeat(64), timing)).toBeUndefined();
  });

  it('sees a session ended or gone idle on the very next lookup', async () => {
    await sql`update sessions set last_used_at = now() - interval '2 hours'
              where token_hash = ${tokenHash}`.execute(t.database.db);
    expect(await touchLiveSession(t.database.db, tokenHash, timing)).toBeUndefined();
  });
});
