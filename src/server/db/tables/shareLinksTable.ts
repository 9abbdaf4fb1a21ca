import type { ColumnType, Generated } from 'kysely';

/**
 * A passcode link (HL7 SMART Health Links): what it holds, until when, and its ciphertext.
 * Nothing here derives the key: it lives only in the link the person was given.
 */
export interface ShareLinksTable {
  id: Generated<number>;
  user_id: number;
  /** 32 random bytes as base64url: the manifest's address, unguessable. */
  manifest_id: string;
  label: string | null;
  /** Grant area ids (profile ids and 'workout') as a JSON array. */
  areas: ColumnType<string[], string, never>;
  /** yyyy-MM-dd, the readings' range. */
  date_from: string;
  date_to: string;
  /** yyyy-MM-dd, the link's last day (the server's date). */
  expires_on: string;
  /** The passcode's scrypt hash; null for a link without one. */
  passcode_hash: string | null;
  failed_passcodes: ColumnType<number, never, number>;
  /** The Bundle as a compact JWE (dir, A256GCM). */
  jwe: string;
  created_at: ColumnType<Date, never, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}
