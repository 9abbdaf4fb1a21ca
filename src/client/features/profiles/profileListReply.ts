import { isProfileListReply, readStoredProfileList } from './storedProfileList';

/** Each reply parsed afresh: its profiles (by identity), and the text they came in. */
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
  if (isProfileListReply(reply)) replyTextOf.set(reply.details.profiles, text);
  return reply;
}

/**
 * The text a reply's profiles were parsed from, to be stored as it came; given once, so a
 * reply read by several components is stored once. None for the stored objects themselves.
 */
export function takeProfileListReplyText(profiles: object): string | undefined {
  const text = replyTextOf.get(profiles);
  replyTextOf.delete(profiles);
  return text;
}
