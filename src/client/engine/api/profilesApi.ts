import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { ProfileListEntry, ProfileListReply } from '../../../shared/api/profileListContract';
import { profileListEntriesOf } from '../../../shared/api/profileListEntries';
import { baseApi } from '../../api/baseApi';
import { keptAsReceived } from '../../api/keptAsReceived';

/**
 * How the list is read: `kept`, the copy the browser's HTTP cache holds, at once (asked of the
 * server only when there is none); `asked`, the server asked whether it changed (its ETag: a
 * 304 while the configs are the same).
 */
export type ProfileListRead = 'kept' | 'asked';

/**
 * GET /v2/profiles/: the profile configs the engine renders ("the stored profile data obtained
 * after login"). The bundle embeds none of them; RTK Query keeps them in the store.
 */
export const profilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<ProfileListEntry[], ProfileListRead | undefined>({
      query: (read) => ({
        url: accountEndpoints.profiles,
        cache: read === 'asked' ? 'no-cache' : 'force-cache',
      }),
      // One list, however it was read: the answer of the server replaces the kept one.
      serializeQueryArgs: () => 'profiles',
      // The pages are made once per list the browser hands over: the kept one, then the answer.
      transformResponse: (reply: ProfileListReply) =>
        keptAsReceived(profileListEntriesOf(reply.details.profiles)),
      providesTags: ['Profiles'],
    }),
  }),
});

export const { useGetProfilesQuery } = profilesApi;
