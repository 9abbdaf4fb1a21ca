import { readStoredProfileList } from './storedProfileList';

/** Each parsed reply's profiles (by identity), and the text they were parsed from. */
const replyTextOf = new WeakMap<object, string>();

/**
 * Reads a GET /v2/profiles/ reply (fetchBaseQuery's response handler). A reply whose text is
 * the stored one's gives the stored objects, unparsed: the list is 180 KB, and parsing it
 * again and writing it out to compare took ~25 ms of a page load on a phone; the page then
 * keeps what it drew from the stored list. Other replies, errors too, are parsed as RTK
 * Query's default 'json' handler would.
 */
export async function readProfileListReply(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.ok) {
    const stored = readStoredProfileList();
    if (stored?.replyText === text) return stored.reply;
  }
  const reply: unknown = text.length > 0 ? JSON.parse(text) : null;
  const profiles = profilesIn(reply);
  if (profiles) replyTextOf.set(profiles, text);
  return reply;
}

function profilesIn(reply: unknown): object | undefined {
  if (typeof reply !== 'object' || reply === null || !('details' in reply)) return undefined;
  const { details } = reply;
  if (typeof details !== 'object' || details === null || !('profiles' in details)) {
    return undefined;
  }
  return Array.isArray(details.profiles) ? details.profiles : undefined;
}

/** The text a reply's profiles were parsed from, to be stored as it came. */
export function profileListReplyText(profiles: object): string | undefined {
  return replyTextOf.get(profiles);
}
