import type { UpdateProfileBody, UpdateProfileReply } from '../../../shared/api/accountContract';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { baseApi } from '../../api/baseApi';

interface MessageReply {
  status: string;
  message?: string;
}

/** Edit Profile's calls (002 §7 "Pin and user"). */
const editProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UpdateProfileReply, UpdateProfileBody>({
      query: (body) => ({ url: accountEndpoints.updateProfile, method: 'POST', body }),
    }),
    generateSecurePin: build.mutation<MessageReply, undefined>({
      query: () => ({ url: accountEndpoints.generateSecurePin, method: 'POST' }),
      invalidatesTags: ['SecurePin'],
    }),
  }),
});

export const { useUpdateProfileMutation, useGenerateSecurePinMutation } = editProfileApi;
