import { useEffect, useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useGetProfilesQuery } from './profilesApi';
import { profileListReplyText } from './profileListReply';
import { readStoredProfileList, storeProfileList } from './storedProfileList';

export interface ProfileList {
  /** The server's list, or until it answers the one stored after its last answer. */
  profiles: readonly ProfileListEntry[] | undefined;
  /** Whether the list is the server's answer of this page load. */
  fresh: boolean;
  /** The server could not be asked this time (the stored list may still be shown). */
  failed: boolean;
  retry: () => void;
}

/** The replies stored: once however many components read one (the dashboard's two do). */
const storedReplies = new WeakSet<readonly ProfileListEntry[]>();

/**
 * The profile list ("the stored profile data obtained after login", 001): the server's
 * GET /v2/profiles/ is asked on every page load, and meanwhile the list it gave last time
 * renders the page, saving a round trip before anything shows (on a phone network a third of
 * a second). A fresh answer that says nothing new keeps the stored objects, so the page is
 * not drawn twice; one that differs replaces them and is stored.
 */
export function useProfileList(): ProfileList {
  const { data, isError, refetch } = useGetProfilesQuery(undefined, {
    skip: !useFirstPagePainted(),
  });
  const [stored] = useState(readStoredProfileList);
  // A reply saying what the stored one said is the stored objects (readProfileListReply).
  const unchanged = data !== undefined && data === stored?.profiles;
  useEffect(() => {
    if (!data || unchanged || storedReplies.has(data)) return;
    const replyText = profileListReplyText(data);
    if (replyText === undefined) return;
    storedReplies.add(data);
    storeProfileList(replyText);
  }, [data, unchanged]);
  const profiles = data ?? stored?.profiles;
  return {
    profiles,
    fresh: data !== undefined,
    failed: isError,
    retry: () => void refetch(),
  };
}
