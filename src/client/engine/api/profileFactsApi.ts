import type { DatasetFacts, ProfileFactsReply } from '../../../shared/api/profileFactsContract';
import { baseApi } from '../../api/baseApi';
import { keptAsReceived } from '../../api/keptAsReceived';

/**
 * A profile's facts (LOINC codes, reference notes and sources), asked for when a person opens
 * a test's "About". The address carries the facts' tag (the profile list names it), so the
 * browser's HTTP cache answers every later ask, and a changed config is a new address.
 */
const profileFactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileFacts: build.query<readonly DatasetFacts[], string>({
      query: (read) => ({ url: read, cache: 'force-cache' }),
      transformResponse: (reply: ProfileFactsReply) => keptAsReceived(reply.details.datasets),
    }),
  }),
});

export const { useGetProfileFactsQuery } = profileFactsApi;
