import type { ColumnType } from 'kysely';

/** A file ticket of a passcode link's manifest, kept hashed: its holder fetches the JWE until it expires. */
export interface ShareLinkTicketsTable {
  ticket_hash: string;
  share_link_id: number;
  expires_at: ColumnType<Date, Date, never>;
}
