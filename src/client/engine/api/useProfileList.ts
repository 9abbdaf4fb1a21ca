import { useEffect } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useAppDispatch } from '../../state/hooks';
import { afterNextPaint } from '../../ui/timing/useFirstPagePainted';
import { profilesApi, useGetProfilesQuery } from './profilesApi';

export interface ProfileList {
  /** The server's list, or undefined until it answers. */
  profiles: readonly ProfileListEntry[] | undefined;
  /** The server could not be asked this time. */
  failed: boolean;
  retry: () => void;
}

/** The server is asked about the kept list once per page load. */
let askedThisLoad = false;

/**
 * The profile list (docs/product.md#profiles-and-datasets). A page renders from the copy the
 * browser's HTTP cache keeps, with no round trip; once it has drawn, the server is asked
 * whether the configs changed (If-None-Match: a 304 with no body while they are the same), and
 * a changed list replaces the kept one on the page and in the cache.
 */
export function useProfileList(): ProfileList {
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useGetProfilesQuery('kept');
  const listShown = data !== undefined;
  useEffect(() => {
    if (!listShown || askedThisLoad) return;
    // After the frame that draws the page, so the page never waits on the question.
    return afterNextPaint(() => {
      askedThisLoad = true;
      void dispatch(
        profilesApi.endpoints.getProfiles.initiate('asked', {
          forceRefetch: true,
          subscribe: false,
        }),
      );
    });
  }, [listShown, dispatch]);
  return {
    profiles: data,
    failed: isError,
    retry: () => void refetch(),
  };
}
