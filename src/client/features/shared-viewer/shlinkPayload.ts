import type { ShareLinkPayload } from '../../../shared/api/shareLinksContract';

const SHLINK_PREFIX = 'shlink:/';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A 256-bit key as base64url, unpadded. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the viewer reads from the link; the passcode flag as a yes or no. */
export interface ShlinkPayload {
  url: string;
  key: string;
  /** Epoch seconds; absent when the link does not say. */
  exp?: number;
  needsPasscode: boolean;
  label?: string;
}

export function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The SMART Health Link in a viewer address's fragment (`#shlink:/<base64url JSON>`, or a
 * viewer prefix before it), or undefined when it is not a readable link.
 */
export function shlinkPayloadOf(hash: string): ShlinkPayload | undefined {
  const at = hash.indexOf(SHLINK_PREFIX);
  if (at < 0) return undefined;
  const encoded = hash.slice(at + SHLINK_PREFIX.length);
  if (!BASE64URL.test(encoded)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(base64UrlToBytes(encoded)));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const { url, key, exp, flag, label } = parsed as Partial<Record<keyof ShareLinkPayload, unknown>>;
  if (typeof url !== 'string' || !isHttpUrl(url)) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return undefined;
  if (exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp))) return undefined;
  if (flag !== undefined && typeof flag !== 'string') return undefined;
  return {
    url,
    key,
    ...(exp === undefined ? {} : { exp }),
    needsPasscode: typeof flag === 'string' && flag.includes('P'),
    ...(typeof label === 'string' && label.trim() !== '' ? { label: label.trim() } : {}),
  };
}

/** Whether the link says it has ended (its exp is past). */
export function hasExpired(payload: ShlinkPayload, nowMs: number = Date.now()): boolean {
  return payload.exp !== undefined && payload.exp * 1000 <= nowMs;
}
