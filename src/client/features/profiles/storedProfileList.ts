import type { ProfileListEntry, ProfileListReply } from '../../../shared/api/profileListContract';
import type { ProfileListDatabase } from './profileListDatabase';

/**
 * Where builds before the list moved to IndexedDB kept it in localStorage: removed once seen,
 * or every page load would still read its 180 KB with localStorage's first use.
 */
const LEGACY_STORAGE_KEY = 'motus.profiles';

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

/**
 * The stored text (the build's line, then the reply), as loaded at start and as stored since:
 * the page renders from it synchronously, and its database is written behind it.
 */
let storedText: string | undefined;
let database: ProfileListDatabase | undefined;

/** The last text read and what it held: the dashboard's cards and summaries read it both. */
let lastRead: { text: string; list: StoredProfileList | undefined } | undefined;

/**
 * Reads the stored list from its database, once at start, before the app renders; from then
 * on the list is stored there too. A list is kept only while someone is signed in, so with
 * nobody signed in (`signedIn` false) the database is not opened until a list is stored. An
 * unavailable database (private mode) loses only the head start: the page asks the server.
 */
export async function loadStoredProfileList(
  from: ProfileListDatabase,
  { signedIn }: { signedIn: boolean },
): Promise<void> {
  database = from;
  try {
    window.localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // No localStorage, nothing of it to remove.
  }
  storedText = signedIn ? await from.load().catch(() => undefined) : undefined;
}

/**
 * The profile list stored by this build after an earlier reply, or undefined: none, another
 * build's, or unreadable. The same stored text is parsed once (180 KB of JSON: a few
 * milliseconds on a phone, and as much again in garbage).
 */
export function readStoredProfileList(): StoredProfileList | undefined {
  const text = storedText;
  if (text === undefined) return undefined;
  if (lastRead?.text !== text) lastRead = { text, list: parsedList(text) };
  return lastRead.list;
}

function parsedList(text: string): StoredProfileList | undefined {
  const newline = text.indexOf('\n');
  if (newline < 0 || text.slice(0, newline) !== BUILD) return undefined;
  const replyText = text.slice(newline + 1);
  try {
    const reply: unknown = JSON.parse(replyText);
    return isProfileListReply(reply)
      ? { reply, profiles: reply.details.profiles, replyText }
      : undefined;
  } catch {
    return undefined;
  }
}

function keep(text: string | undefined, write: (into: ProfileListDatabase) => Promise<void>) {
  storedText = text;
  // A failed write loses only the next page load's head start.
  if (database) void write(database).catch(() => undefined);
}

/** Keeps the text of a GET /v2/profiles/ reply, for this page and the next page load. */
export function storeProfileList(replyText: string): void {
  const text = `${BUILD}\n${replyText}`;
  keep(text, (into) => into.save(text));
}

/** Forgets the stored list (signing out leaves nothing of the session behind). */
export function forgetStoredProfileList(): void {
  keep(undefined, (into) => into.forget());
}
