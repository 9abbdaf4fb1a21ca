import {
  PROFILE_ROUTES_PATH,
  type ProfileRoutesReply,
} from '../../../shared/api/profileListContract';
import { baseApi } from '../../api/baseApi';

/** The profile pages' routes, which a visitor may ask for before signing in. */
const profileRoutesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileRoutes: build.query<string[], undefined>({
      query: () => PROFILE_ROUTES_PATH,
      transformResponse: (reply: ProfileRoutesReply) => reply.data,
    }),
  }),
});

export const { useGetProfileRoutesQuery } = profileRoutesApi;
