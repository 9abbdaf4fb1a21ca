import {
  callingPaths,
  type DoctorsReply,
  type InvitesReply,
  type PatientsReply,
} from '../../../shared/api/callingContract';
import type { InviteDoctorBody } from '../../../shared/api/careTeamContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import {
  INVITE_ACCEPTED_TEXT,
  INVITE_DECLINED_TEXT,
} from '../../../shared/messages/callingMessages';
import { baseApi } from '../../api/baseApi';
import { forgetOnceUnused } from '../../api/forgetOnceUnused';

/** A person's care team (docs/product.md#care-team): their patients or doctors, and the invites between them. */
export const careTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    patients: build.query<PatientsReply, undefined>({
      query: () => ({ url: callingPaths.listPatients }),
      providesTags: ['Contacts'],
    }),
    doctors: build.query<DoctorsReply, undefined>({
      query: () => ({ url: callingPaths.listDoctors }),
      providesTags: ['Contacts'],
    }),
    invites: build.query<InvitesReply, undefined>({
      query: () => ({ url: callingPaths.listInvites }),
      providesTags: ['Invites'],
    }),
    answerInvite: build.mutation<string, { link: string; kind: 'accept' | 'decline' }>({
      // The links answer in plain text (docs/product.md#calling); a success is that text, not any 2xx (a proxy's
      // page, say, is not an answer).
      query: ({ link, kind }) => ({
        url: link,
        responseHandler: 'text',
        validateStatus: (response: Response, body: unknown) =>
          response.ok && body === (kind === 'accept' ? INVITE_ACCEPTED_TEXT : INVITE_DECLINED_TEXT),
      }),
      invalidatesTags: ['Invites', 'Contacts'],
    }),
    // A patient's invite of a doctor may also carry the areas and end date of their consent.
    invite: build.mutation<SuccessMessage, { as: 'doctor' | 'patient' } & InviteDoctorBody>({
      query: ({ as, ...body }) => ({
        url: as === 'doctor' ? callingPaths.inviteDoctor : callingPaths.invitePatient,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Contacts'],
    }),
    deleteContact: build.mutation<SuccessMessage, string>({
      query: (email) => ({ url: callingPaths.deleteContact, method: 'POST', body: { email } }),
      invalidatesTags: ['Contacts'],
    }),
  }),
});

// A doctor's list of patients never outlives its page, nor is it kept on the device
// (keptReads): a clinician's browser holds no patient's data.
forgetOnceUnused('patients', () => true);

export const {
  usePatientsQuery,
  useDoctorsQuery,
  useInvitesQuery,
  useAnswerInviteMutation,
  useInviteMutation,
  useDeleteContactMutation,
} = careTeamApi;
