import { randomBytes } from 'node:crypto';
import { CompactEncrypt } from 'jose';
import { FHIR_JSON_MEDIA_TYPE } from '../../../shared/api/yourDataEndpoints';

const KEY_BYTES = 32;

/** A fresh random 256-bit key: it goes into the link and nowhere else. */
export function newLinkKey(): Uint8Array {
  return new Uint8Array(randomBytes(KEY_BYTES));
}

/**
 * The document as SMART Health Links' file: a compact JWE, the key used directly (dir) with
 * AES-256-GCM, whose content type names FHIR JSON.
 */
export async function encryptForLink(document: unknown, key: Uint8Array): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify(document));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: FHIR_JSON_MEDIA_TYPE })
    .encrypt(key);
}
