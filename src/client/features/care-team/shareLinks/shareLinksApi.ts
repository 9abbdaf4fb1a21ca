import { yourDataEndpoints } from '../../../../shared/api/yourDataEndpoints';
import { baseApi } from '../../../api/baseApi';
import type {
  CreateShareLinkBody,
  CreateShareLinkReply,
  RevokeShareLinkReply,
  ShareLinksReply,
} from '../../../../shared/api/shareLinksContract';

export interface CreateShareLinkArgs {
  body: CreateShareLinkBody;
  /** The secure pin, when a pin-gated area is shared and the person has one. */
  securePin?: string | undefined;
}

/**
 * The person's passcode links: the list, a new link, and revoking one. Creating or revoking
 * asks for the list again (its states and accesses are the server's to say).
 */
export const shareLinksApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ShareLinks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      shareLinks: build.query<ShareLinksReply, undefined>({
        query: () => ({ url: yourDataEndpoints.shareLinks }),
        providesTags: ['ShareLinks'],
      }),
      createShareLink: build.mutation<CreateShareLinkReply, CreateShareLinkArgs>({
        query: ({ body, securePin }) => ({
          url: yourDataEndpoints.shareLinks,
          method: 'POST',
          body,
          ...(securePin === undefined ? {} : { params: { secure_pin: securePin } }),
        }),
        // A refused link changes nothing: the list is asked again only after a new one.
        invalidatesTags: (reply) => (reply ? ['ShareLinks'] : []),
      }),
      revokeShareLink: build.mutation<RevokeShareLinkReply, number>({
        query: (id) => ({
          url: yourDataEndpoints.revokeShareLink.replace(':id', String(id)),
          method: 'POST',
        }),
        // The row turns revoked at once, from the reply, before the list is asked again.
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          try {
            const { data: reply } = await queryFulfilled;
            dispatch(
              shareLinksApi.util.updateQueryData('shareLinks', undefined, (list) => {
                const index = list.data.findIndex((row) => row.id === reply.data.id);
                if (index >= 0) list.data[index] = reply.data;
              }),
            );
          } catch {
            // A refused revoke leaves the list as it was; the caller says why.
          }
        },
        invalidatesTags: (reply) => (reply ? ['ShareLinks'] : []),
      }),
    }),
  });

export const { useShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } =
  shareLinksApi;
