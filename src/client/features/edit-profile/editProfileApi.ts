import type { UpdateProfileBody, UpdateProfileReply } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { baseApi } from '../../api/baseApi';

/** Edit Profile's calls (002 §7 "Pin and user"). */
const editProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UpdateProfileReply, UpdateProfileBody>({
      query: (body) => ({ url: accountEndpoints.updateProfile, method: 'POST', body }),
    }),
    generateSecurePin: build.mutation<SuccessMessage, undefined>({
      query: () => ({ url: accountEndpoints.generateSecurePin, method: 'POST' }),
      invalidatesTags: ['SecurePin'],
    }),
  }),
});

export const { useUpdateProfileMutation, useGenerateSecurePinMutation } = editProfileApi;
