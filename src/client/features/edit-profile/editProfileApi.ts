import type { UpdateProfileBody, UpdateProfileReply } from '../../../shared/api/accountContract';
import type { DeleteAccountBody } from '../../../shared/api/accountErasureContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { baseApi } from '../../api/baseApi';

/** Edit Profile's calls (docs/product.md#secure-pin). */
const editProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UpdateProfileReply, UpdateProfileBody>({
      query: (body) => ({ url: accountEndpoints.updateProfile, method: 'POST', body }),
    }),
    generateSecurePin: build.mutation<SuccessMessage, undefined>({
      query: () => ({ url: accountEndpoints.generateSecurePin, method: 'POST' }),
      invalidatesTags: ['SecurePin'],
    }),
    deleteAccount: build.mutation<SuccessMessage, DeleteAccountBody>({
      query: (body) => ({ url: yourDataEndpoints.deleteAccount, method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useGenerateSecurePinMutation, useDeleteAccountMutation } =
  editProfileApi;
