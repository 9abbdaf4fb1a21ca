import type { ProfileListEntry } from '../../../shared/api/profileListContract';

/** Where the last profile list the server gave is kept, for the next page load. */
export const PROFILE_LIST_STORAGE_KEY = 'motus.profiles';

/**
 * The build that wrote a stored list: this module's address carries its chunk's content hash,
 * which changes with the code that reads the list, so a list stored by another version of the
 * app (another shape, perhaps) is never read.
 */
const BUILD = import.meta.url;

export interface StoredProfileList {
  profiles: ProfileListEntry[];
  /** The list as JSON, to tell whether a fresh reply says anything new. */
  json: string;
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
  const json = text.slice(newline + 1);
  const profiles: unknown = JSON.parse(json);
  return isProfileList(profiles) ? { profiles, json } : undefined;
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

/** Keeps a list the server gave; a full or unavailable storage only loses the head start. */
export function storeProfileList(json: string): void {
  try {
    window.localStorage.setItem(PROFILE_LIST_STORAGE_KEY, `${BUILD}\n${json}`);
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
