import {
  partnerPaths,
  type ConsentReply,
  type GiveConsentBody,
  type ImportBody,
  type ImportReply,
} from '../../../shared/api/partnerImportContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { baseApi } from '../../api/baseApi';

/** The partner-laboratory calls (docs/product.md#partner-import) for the partner a profile names. */
const partnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    partnerConsent: build.query<ConsentReply, string>({
      query: (partnerId) => ({ url: partnerPaths.consent(partnerId) }),
      providesTags: (_result, _error, partnerId) => [{ type: 'PartnerConsent', id: partnerId }],
    }),
    /** Gives consent (true) or withdraws it (false). */
    answerPartnerConsent: build.mutation<SuccessMessage, { partnerId: string; consent: boolean }>({
      query: ({ partnerId, consent }) => ({
        url: partnerPaths.consent(partnerId),
        method: 'POST',
        body: { consent } satisfies GiveConsentBody,
      }),
      invalidatesTags: (_result, _error, { partnerId }) => [
        { type: 'PartnerConsent', id: partnerId },
      ],
    }),
    importPartnerResults: build.mutation<ImportReply, ImportBody & { partnerId: string }>({
      query: ({ partnerId, ...body }) => ({
        url: partnerPaths.import(partnerId),
        method: 'POST',
        body,
      }),
      // Imported results may land on any test: every chart reads again.
      invalidatesTags: (result) => (result && result.imported > 0 ? ['Readings'] : []),
    }),
  }),
});

export const {
  usePartnerConsentQuery,
  useAnswerPartnerConsentMutation,
  useImportPartnerResultsMutation,
} = partnerApi;
