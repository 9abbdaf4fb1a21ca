import {
  callingPaths,
  type BookMeetingBody,
  type BookMeetingReply,
  type CallSettingsReply,
  type DoctorsReply,
  type InvitesReply,
  type Meeting,
  type PatientsReply,
  type VerifyMeetingIdReply,
  type VideoSdkTokenReply,
} from '../../../shared/api/callingContract';
import type { InviteDoctorBody } from '../../../shared/api/careTeamContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import {
  INVITE_ACCEPTED_TEXT,
  INVITE_DECLINED_TEXT,
} from '../../../shared/messages/callingMessages';
import { baseApi } from '../../api/baseApi';

/** The calls of the calling area (docs/product.md#calling), plus booking, call settings and the VideoSDK token. */
export const callingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyMeetingId: build.mutation<VerifyMeetingIdReply, string>({
      query: (meetingID) => ({
        url: callingPaths.verifyMeetingId,
        method: 'POST',
        body: { meetingID },
      }),
    }),
    meetings: build.query<Meeting[], string>({
      query: (email) => ({ url: callingPaths.listMeetings, method: 'POST', body: { email } }),
      // The specification's reply carries the list as a JSON string (docs/product.md#calling).
      transformResponse: (reply: { data: string }) => JSON.parse(reply.data) as Meeting[],
      providesTags: ['Meetings'],
    }),
    bookMeeting: build.mutation<BookMeetingReply, BookMeetingBody>({
      query: (body) => ({ url: callingPaths.bookMeeting, method: 'POST', body }),
      invalidatesTags: ['Meetings'],
    }),
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
    callSettings: build.query<CallSettingsReply, undefined>({
      query: () => ({ url: callingPaths.callSettings }),
    }),
    videoSdkToken: build.mutation<VideoSdkTokenReply, string>({
      query: (meetingID) => ({
        url: callingPaths.videoSdkToken,
        method: 'POST',
        body: { meetingID },
      }),
    }),
  }),
});

export const {
  useVerifyMeetingIdMutation,
  useMeetingsQuery,
  useBookMeetingMutation,
  usePatientsQuery,
  useDoctorsQuery,
  useInvitesQuery,
  useAnswerInviteMutation,
  useInviteMutation,
  useDeleteContactMutation,
  useCallSettingsQuery,
  useVideoSdkTokenMutation,
} = callingApi;
