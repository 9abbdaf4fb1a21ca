import type { ProfileListEntry, ProfileListReply } from '../../../shared/api/profileListContract';

/** Where the last profile list the server gave is kept, for the next page load. */
export const PROFILE_LIST_STORAGE_KEY = 'motus.profiles';

/**
 * The build that wrote a stored list: this module's address carries its chunk's content hash,
 * which changes with the code that reads the list, so a list stored by another version of the
 * app (another shape, perhaps) is never read.
 */
const BUILD = import.meta.url;

export interface StoredProfileList {
  /** The reply, as parsed from its text. */
  reply: ProfileListReply;
  /** Its profiles (`reply.details.profiles`). */
  profiles: ProfileListEntry[];
  /** The reply's text as the server sent it, to tell whether a fresh reply says anything new. */
  replyText: string;
}

/** Whether a parsed text is a successful GET /v2/profiles/ reply. */
export function isProfileListReply(value: unknown): value is ProfileListReply {
  if (typeof value !== 'object' || value === null || !('details' in value)) return false;
  if (!('status' in value) || value.status !== 'success') return false;
  const { details } = value;
  return (
    typeof details === 'object' &&
    details !== null &&
    'profiles' in details &&
    isProfileList(details.profiles)
  );
}

function isProfileList(value: unknown): value is ProfileListEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'route' in entry &&
        typeof entry.route === 'string' &&
        'tabs' in entry &&
        Array.isArray(entry.tabs),
    )
  );
}

/** The last text read and what it held: the dashboard's cards and summaries read it both. */
let lastRead: { text: string; list: StoredProfileList | undefined } | undefined;

/**
 * The profile list stored by this build after an earlier reply, or undefined: none, another
 * build's, unreadable, or storage unavailable (private mode). The same stored text is parsed
 * once (180 KB of JSON: a few milliseconds on a phone, and as much again in garbage).
 */
export function readStoredProfileList(): StoredProfileList | undefined {
  try {
    const text = window.localStorage.getItem(PROFILE_LIST_STORAGE_KEY);
    if (text === null) return undefined;
    if (lastRead?.text !== text) lastRead = { text, list: parsedList(text) };
    return lastRead.list;
  } catch {
    return undefined;
  }
}

function parsedList(text: string): StoredProfileList | undefined {
  const newline = text.indexOf('\n');
  if (newline < 0 || text.slice(0, newline) !== BUILD) return undefined;
  const replyText = text.slice(newline + 1);
  const reply: unknown = JSON.parse(replyText);
  return isProfileListReply(reply)
    ? { reply, profiles: reply.details.profiles, replyText }
    : undefined;
}

/**
 * Whether a profile list is stored, of any build: one is kept only while someone is signed in
 * on this browser (signing out forgets it), so the page can start fetching a signed-in page's
 * code before the stored user is read and decrypted.
 */
export function hasStoredProfileList(): boolean {
  try {
    return window.localStorage.getItem(PROFILE_LIST_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps the text of a GET /v2/profiles/ reply; a full or unavailable storage only loses the
 * head start.
 */
export function storeProfileList(replyText: string): void {
  try {
    window.localStorage.setItem(PROFILE_LIST_STORAGE_KEY, `${BUILD}\n${replyText}`);
  } catch {
    // The next page load asks the server first, as it would have anyway.
  }
}

/** Forgets the stored list (signing out leaves nothing of the session behind). */
export function forgetStoredProfileList(): void {
  try {
    window.localStorage.removeItem(PROFILE_LIST_STORAGE_KEY);
  } catch {
    // Nothing stored where nothing can be.
  }
}
