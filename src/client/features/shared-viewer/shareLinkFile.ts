import type { Bundle } from 'fhir/r4';
import { compactDecrypt } from 'jose';
import type { ManifestReply } from '../../../shared/api/shareLinksContract';
import { base64UrlToBytes, type ShlinkPayload } from './shlinkPayload';

/** How asking for a link's file went. */
export type ShareLinkFileOutcome =
  | { kind: 'opened'; bundle: Bundle }
  /** 401: the passcode is wrong or missing; the link takes this many more. */
  | { kind: 'wrong-passcode'; remainingAttempts: number }
  /** 404: unknown, revoked, expired, or closed after too many wrong passcodes. */
  | { kind: 'gone' }
  /** The server refused what was sent, and said why. */
  | { kind: 'refused'; message: string | undefined }
  /** No answer from the server the link names (down, or not reachable from here). */
  | { kind: 'unreachable' }
  /** An answer that is not a readable file. */
  | { kind: 'failed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function jsonOf(reply: Response): Promise<unknown> {
  try {
    return await reply.json();
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
}

/** The manifest's one encrypted file: embedded, or fetched from its location. */
async function encryptedFileOf(manifest: ManifestReply): Promise<string | undefined> {
  const file = manifest.files[0];
  if (!file) return undefined;
  if ('embedded' in file) return file.embedded;
  const reply = await fetch(file.location);
  return reply.ok ? reply.text() : undefined;
}

/** The Bundle inside the file, decrypted with the link's key, or undefined. */
export async function decryptBundle(jwe: string, key: string): Promise<Bundle | undefined> {
  try {
    const { plaintext } = await compactDecrypt(jwe, base64UrlToBytes(key));
    const bundle: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    return isRecord(bundle) && bundle.resourceType === 'Bundle'
      ? (bundle as unknown as Bundle)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the link's manifest for its file as this recipient (SMART Health Links' manifest
 * request), fetches it if it is not embedded, and decrypts it in the browser: the key never
 * leaves the page.
 */
export async function openShareLinkFile(
  payload: ShlinkPayload,
  recipient: string,
  passcode: string | undefined,
): Promise<ShareLinkFileOutcome> {
  let reply: Response;
  try {
    reply = await fetch(payload.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient, ...(passcode === undefined ? {} : { passcode }) }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  try {
    const body = await jsonOf(reply);
    if (reply.status === 404) return { kind: 'gone' };
    if (reply.status === 401) {
      const remaining = isRecord(body) ? body.remainingAttempts : undefined;
      return {
        kind: 'wrong-passcode',
        remainingAttempts: typeof remaining === 'number' ? remaining : 0,
      };
    }
    if (!reply.ok) {
      return reply.status < 500
        ? { kind: 'refused', message: messageOf(body) }
        : { kind: 'failed' };
    }
    if (!isRecord(body) || !Array.isArray(body.files)) return { kind: 'failed' };
    const jwe = await encryptedFileOf(body as unknown as ManifestReply);
    const bundle = jwe === undefined ? undefined : await decryptBundle(jwe, payload.key);
    return bundle ? { kind: 'opened', bundle } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
