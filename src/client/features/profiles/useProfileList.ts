import { useEffect, useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useGetProfilesQuery } from './profilesApi';
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
 * Each reply's JSON, and the replies stored: written and stored once however many components
 * read the reply (the dashboard's cards and summaries both do).
 */
const jsonOfReply = new WeakMap<readonly ProfileListEntry[], string>();
const storedReplies = new WeakSet<readonly ProfileListEntry[]>();

function replyJson(reply: readonly ProfileListEntry[]): string {
  let json = jsonOfReply.get(reply);
  if (json === undefined) {
    json = JSON.stringify(reply);
    jsonOfReply.set(reply, json);
  }
  return json;
}

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
  const freshJson = data ? replyJson(data) : undefined;
  const unchanged = freshJson !== undefined && freshJson === stored?.json;
  useEffect(() => {
    if (!data || freshJson === undefined || unchanged || storedReplies.has(data)) return;
    storedReplies.add(data);
    storeProfileList(freshJson);
  }, [data, freshJson, unchanged]);
  const profiles = unchanged ? stored.profiles : (data ?? stored?.profiles);
  return {
    profiles,
    fresh: data !== undefined,
    failed: isError,
    retry: () => void refetch(),
  };
}
