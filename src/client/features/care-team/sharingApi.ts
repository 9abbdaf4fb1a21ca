import type {
  SharingReply,
  UpdateSharingBody,
  UpdateSharingReply,
} from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { baseApi } from '../../api/baseApi';

/**
 * The patient's grants to their doctors: GET one row per doctor, POST to change or end one.
 * The list also carries the 'Contacts' tag, so inviting, accepting or deleting a doctor in
 * Motus Calling refreshes it.
 */
export const sharingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Sharing'] }).injectEndpoints({
  endpoints: (build) => ({
    sharing: build.query<SharingReply, undefined>({
      query: () => ({ url: careTeamPaths.sharing }),
      providesTags: ['Sharing', 'Contacts'],
    }),
    updateSharing: build.mutation<UpdateSharingReply, UpdateSharingBody>({
      query: (body) => ({ url: careTeamPaths.sharing, method: 'POST', body }),
      // The reply carries the doctor's row as it now stands: put it in the list rather than
      // ask for the whole list again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: reply } = await queryFulfilled;
          dispatch(
            sharingApi.util.updateQueryData('sharing', undefined, (list) => {
              const index = list.data.findIndex((row) => row.doctor.id === reply.data.doctor.id);
              if (index >= 0) list.data[index] = reply.data;
            }),
          );
        } catch {
          // A refused change leaves the list as it was; the caller says why.
        }
      },
    }),
  }),
});

export const { useSharingQuery, useUpdateSharingMutation } = sharingApi;
