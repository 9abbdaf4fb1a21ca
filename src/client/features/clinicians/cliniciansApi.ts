import type { RegisterBody } from '../../../shared/api/accountContract';
import { adminEndpoints, removeClinicianPath, withToken } from '../../../shared/api/adminEndpoints';
import type {
  ClinicianInviteDetailsReply,
  CliniciansReply,
  InviteClinicianBody,
} from '../../../shared/api/cliniciansContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { baseApi } from '../../api/baseApi';

/**
 * The Clinicians page's calls (administrators only) and the invitation link's: its state,
 * registering through it, accepting it signed in.
 */
export const cliniciansApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Clinicians'] })
  .injectEndpoints({
    endpoints: (build) => ({
      clinicians: build.query<CliniciansReply, undefined>({
        query: () => ({ url: adminEndpoints.clinicians }),
        providesTags: ['Clinicians'],
      }),
      inviteClinician: build.mutation<SuccessMessage, InviteClinicianBody>({
        query: (body) => ({ url: adminEndpoints.inviteClinician, method: 'POST', body }),
        invalidatesTags: ['Clinicians'],
      }),
      removeClinician: build.mutation<SuccessMessage, number>({
        query: (id) => ({ url: removeClinicianPath(id), method: 'POST' }),
        invalidatesTags: ['Clinicians'],
      }),
      clinicianInvite: build.query<ClinicianInviteDetailsReply, string>({
        query: (token) => ({ url: withToken(adminEndpoints.clinicianInviteDetails, token) }),
      }),
      registerThroughInvite: build.mutation<SuccessMessage, { token: string; body: RegisterBody }>({
        query: ({ token, body }) => ({
          url: withToken(adminEndpoints.registerThroughInvite, token),
          method: 'POST',
          body,
        }),
      }),
      acceptClinicianInvite: build.mutation<SuccessMessage, string>({
        query: (token) => ({
          url: withToken(adminEndpoints.acceptClinicianInvite, token),
          method: 'POST',
        }),
      }),
    }),
  });

export const {
  useCliniciansQuery,
  useInviteClinicianMutation,
  useRemoveClinicianMutation,
  useClinicianInviteQuery,
  useRegisterThroughInviteMutation,
  useAcceptClinicianInviteMutation,
} = cliniciansApi;
