import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { ProfileListEntry, ProfileListReply } from '../../../shared/api/profileListContract';
import { baseApi } from '../../api/baseApi';
import { keptAsReceived } from '../../api/keptAsReceived';

/**
 * GET /v2/profiles/: the profile configs the engine renders ("the stored profile data obtained
 * after login"). The bundle embeds none of them; RTK Query keeps them in the store.
 */
const profilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<ProfileListEntry[], undefined>({
      query: () => accountEndpoints.profiles,
      transformResponse: (reply: ProfileListReply) => keptAsReceived(reply.details.profiles),
      providesTags: ['Profiles'],
    }),
  }),
});

export const { useGetProfilesQuery } = profilesApi;
