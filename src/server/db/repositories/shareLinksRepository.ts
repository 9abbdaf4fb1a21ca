import { sql, type Kysely } from 'kysely';
import type { LinkAccessOutcome } from '../../../shared/api/careTeamParameters';
import type { Database } from '../database';

export interface NewShareLink {
  userId: number;
  manifestId: string;
  label: string | null;
  areas: readonly string[];
  dateFrom: string;
  dateTo: string;
  expiresOn: string;
  passcodeHash: string | null;
  jwe: string;
}

export async function insertShareLink(db: Kysely<Database>, link: NewShareLink): Promise<number> {
  const row = await db
    .insertInto('share_links')
    .values({
      user_id: link.userId,
      manifest_id: link.manifestId,
      label: link.label,
      areas: JSON.stringify(link.areas),
      date_from: link.dateFrom,
      date_to: link.dateTo,
      expires_on: link.expiresOn,
      passcode_hash: link.passcodeHash,
      jwe: link.jwe,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One link as its owner sees it: never its ciphertext, its passcode's hash or its address. */
export interface StoredShareLink {
  id: number;
  label: string | null;
  areas: string[];
  date_from: string;
  date_to: string;
  expires_on: string;
  has_passcode: boolean;
  failed_passcodes: number;
  created_at: Date;
  revoked_at: Date | null;
}

export interface StoredLinkAccess {
  share_link_id: number;
  recipient: string;
  at: Date;
  outcome: LinkAccessOutcome;
}

function ownersLinks(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('share_links')
    .where('user_id', '=', userId)
    .select([
      'id',
      'label',
      'areas',
      'date_from',
      'date_to',
      'expires_on',
      sql<boolean>`passcode_hash is not null`.as('has_passcode'),
      'failed_passcodes',
      'created_at',
      'revoked_at',
    ]);
}

/** A person's links, newest first, each with every access to it (newest first). */
export async function listShareLinks(
  db: Kysely<Database>,
  userId: number,
  onlyId?: number,
): Promise<{ links: StoredShareLink[]; accesses: StoredLinkAccess[] }> {
  let query = ownersLinks(db, userId);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const links = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (links.length === 0) return { links, accesses: [] };
  const rows = await db
    .selectFrom('access_log')
    .where('subject_user_id', '=', userId)
    .where('reader_kind', '=', 'link')
    .where(
      'share_link_id',
      'in',
      links.map((link) => link.id),
    )
    .select(['share_link_id', 'recipient', 'at', 'outcome'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const accesses = rows.map((row) => ({
    share_link_id: row.share_link_id ?? 0,
    recipient: row.recipient ?? '',
    at: row.at,
    outcome: row.outcome ?? 'opened',
  }));
  return { links, accesses };
}

/** Marks the owner's link revoked (once); false when the owner has no such link. */
export async function revokeShareLink(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const found = await db
    .selectFrom('share_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .select('id')
    .executeTakeFirst();
  if (!found) return false;
  await db
    .updateTable('share_links')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}

/** What a manifest request needs of a link that can still be opened. */
export interface OpenableLink {
  id: number;
  user_id: number;
  label: string | null;
  date_from: string;
  date_to: string;
  passcode_hash: string | null;
  jwe: string;
}

/**
 * The link at this address if it can be opened today: not revoked, not past its last day, and
 * not dead from wrong passcodes. Anything else is as if there were no link.
 */
export async function findOpenableLink(
  db: Kysely<Database>,
  manifestId: string,
  today: string,
  maxFailedPasscodes: number,
): Promise<OpenableLink | undefined> {
  return db
    .selectFrom('share_links')
    .where('manifest_id', '=', manifestId)
    .where('revoked_at', 'is', null)
    .where('expires_on', '>=', today)
    .where('failed_passcodes', '<', maxFailedPasscodes)
    .select(['id', 'user_id', 'label', 'date_from', 'date_to', 'passcode_hash', 'jwe'])
    .executeTakeFirst();
}

/** The link at this address whatever its state: whose log a refused request goes in. */
export async function findLinkForLog(
  db: Kysely<Database>,
  manifestId: string,
): Promise<LinkAccessEntry['link'] | undefined> {
  return db
    .selectFrom('share_links')
    .where('manifest_id', '=', manifestId)
    .select(['id', 'user_id', 'date_from', 'date_to'])
    .executeTakeFirst();
}

/**
 * Counts one wrong passcode in one statement, so parallel guesses never pass the limit: the
 * count after it, or undefined when the link was already dead (or revoked meanwhile).
 */
export async function countWrongPasscode(
  db: Kysely<Database>,
  id: number,
  maxFailedPasscodes: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('share_links')
    .set((eb) => ({ failed_passcodes: eb('failed_passcodes', '+', 1) }))
    .where('id', '=', id)
    .where('failed_passcodes', '<', maxFailedPasscodes)
    .where('revoked_at', 'is', null)
    .returning('failed_passcodes')
    .executeTakeFirst();
  return row?.failed_passcodes;
}

/** Whether the link is still openable at the moment of this statement (a right passcode's last check). */
export async function isStillOpenable(
  db: Kysely<Database>,
  id: number,
  maxFailedPasscodes: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('share_links')
    .where('id', '=', id)
    .where('failed_passcodes', '<', maxFailedPasscodes)
    .where('revoked_at', 'is', null)
    .select('id')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export interface LinkAccessEntry {
  link: Pick<OpenableLink, 'id' | 'user_id' | 'date_from' | 'date_to'>;
  recipient: string;
  outcome: LinkAccessOutcome;
}

/** The person's access log row of one manifest request: who typed which name, and what came of it. */
export async function recordLinkAccess(
  db: Kysely<Database>,
  entry: LinkAccessEntry,
): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      reader_user_id: null,
      reader_kind: 'link',
      subject_user_id: entry.link.user_id,
      action: 'read',
      profile: null,
      dataset_id: null,
      dataset_name: null,
      date_from: entry.link.date_from,
      date_to: entry.link.date_to,
      recipient: entry.recipient,
      share_link_id: entry.link.id,
      outcome: entry.outcome,
    })
    .execute();
}

/** Keeps a file ticket's hash until it expires, and drops the link's tickets that have. */
export async function insertFileTicket(
  db: Kysely<Database>,
  ticket: { linkId: number; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .deleteFrom('share_link_tickets')
    .where('share_link_id', '=', ticket.linkId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('share_link_tickets')
    .values({
      ticket_hash: ticket.hash,
      share_link_id: ticket.linkId,
      expires_at: ticket.expiresAt,
    })
    .execute();
}

/**
 * The ciphertext a live ticket of this address unlocks, while the link can still be opened;
 * undefined otherwise (the ticket of another link included).
 */
export async function findJweByTicket(
  db: Kysely<Database>,
  query: { manifestId: string; ticketHash: string; today: string; maxFailedPasscodes: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('share_link_tickets')
    .innerJoin('share_links', 'share_links.id', 'share_link_tickets.share_link_id')
    .where('share_link_tickets.ticket_hash', '=', query.ticketHash)
    .where('share_link_tickets.expires_at', '>', sql<Date>`now()`)
    .where('share_links.manifest_id', '=', query.manifestId)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_on', '>=', query.today)
    .where('share_links.failed_passcodes', '<', query.maxFailedPasscodes)
    .select('share_links.jwe')
    .executeTakeFirst();
  return row?.jwe;
}
