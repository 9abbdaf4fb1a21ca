import { useEffect, useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useFirstPageIdle } from '../../ui/timing/useFirstPageIdle';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useGetProfilesQuery } from './profilesApi';
import { takeProfileListReplyText } from './profileListReply';
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

/**
 * The profile list ("the stored profile data obtained after login", 001): the server's
 * GET /v2/profiles/ is asked on every page load, and meanwhile the list it gave last time
 * renders the page, saving a round trip before anything shows (on a phone network a third of
 * a second). A fresh answer that says nothing new keeps the stored objects, so the page is
 * not drawn twice; one that differs replaces them and is stored.
 */
export function useProfileList(): ProfileList {
  const [stored] = useState(readStoredProfileList);
  const painted = useFirstPagePainted();
  const idle = useFirstPageIdle();
  // With a stored list on screen, the server is asked again once the page's own reads have
  // had the browser: the answer rarely differs, and the two replies' handling in one task
  // made one of a phone's longest.
  const { data, isError, refetch } = useGetProfilesQuery(undefined, {
    skip: stored ? !idle : !painted,
  });
  useEffect(() => {
    // Only a reply that said something new has text to store (a reply saying what the stored
    // one said is the stored objects), and it is handed out once however many components read
    // it (the dashboard's two do).
    const replyText = data ? takeProfileListReplyText(data) : undefined;
    if (replyText !== undefined) storeProfileList(replyText);
  }, [data]);
  const profiles = data ?? stored?.profiles;
  return {
    profiles,
    fresh: data !== undefined,
    failed: isError,
    retry: () => void refetch(),
  };
}
