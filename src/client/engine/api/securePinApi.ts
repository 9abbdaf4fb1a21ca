import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { VerifySecurePinReply } from '../../../shared/api/securePinContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { baseApi } from '../../api/baseApi';

/**
 * The pin calls the pin gate makes (docs/product.md#secure-pin): whether the user has a pin, and
 * "Forgot Secure Pin", which mails a new one.
 */
const securePinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifySecurePin: build.query<VerifySecurePinReply, undefined>({
      query: () => ({ url: accountEndpoints.verifySecurePin, method: 'POST' }),
      providesTags: ['SecurePin'],
      // Asked again each time a gated page opens: the pin may have been made meanwhile.
      keepUnusedDataFor: 0,
    }),
    resetSecurePin: build.mutation<SuccessMessage, undefined>({
      query: () => ({ url: accountEndpoints.resetSecurePin, method: 'POST' }),
      invalidatesTags: ['SecurePin'],
    }),
  }),
});

export const { useVerifySecurePinQuery, useLazyVerifySecurePinQuery, useResetSecurePinMutation } =
  securePinApi;
