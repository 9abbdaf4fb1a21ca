import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export interface ConsentSubject {
  userId: number;
  /** To whom: 'partner:ampath', later 'doctor:42'. */
  grantee: string;
  purpose: string;
}

/** When the person's live consent was given, or undefined when there is none. */
export async function findLiveConsent(
  db: Kysely<Database>,
  { userId, grantee, purpose }: ConsentSubject,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('consents')
    .select('given_at')
    .where('user_id', '=', userId)
    .where('grantee', '=', grantee)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.given_at;
}

/**
 * Withdraws the person's live consent at once; when it was withdrawn, or undefined when there
 * was none to withdraw.
 */
export async function withdrawConsent(
  db: Kysely<Database>,
  { userId, grantee, purpose }: ConsentSubject,
): Promise<Date | undefined> {
  const row = await db
    .updateTable('consents')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('grantee', '=', grantee)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .returning('revoked_at')
    .executeTakeFirst();
  return row?.revoked_at ?? undefined;
}

/** Records a consent with its sentence; giving it again keeps the first (it still stands). */
export async function giveConsent(
  db: Kysely<Database>,
  subject: ConsentSubject,
  sentence: string,
): Promise<Date> {
  await sql`
    insert into consents (user_id, grantee, purpose, sentence)
    values (${subject.userId}, ${subject.grantee}, ${subject.purpose}, ${sentence})
    on conflict (user_id, grantee, purpose) where revoked_at is null do nothing
  `.execute(db);
  const givenAt = await findLiveConsent(db, subject);
  if (givenAt === undefined) throw new Error('Consent was not recorded');
  return givenAt;
}
