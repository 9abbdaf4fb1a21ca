import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { ProfileRoutesReply } from '../../../shared/api/profileListContract';
import { baseApi } from '../../api/baseApi';

/** The profile pages' routes, which a visitor may ask for before signing in. */
const profileRoutesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileRoutes: build.query<string[], undefined>({
      query: () => accountEndpoints.profileRoutes,
      transformResponse: (reply: ProfileRoutesReply) => reply.data,
    }),
  }),
});

export const { useGetProfileRoutesQuery } = profileRoutesApi;
