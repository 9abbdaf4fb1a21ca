import {
  callingPaths,
  type BookMeetingBody,
  type BookMeetingReply,
  type CallSettingsReply,
  type Meeting,
  type VerifyMeetingIdReply,
  type VideoSdkTokenReply,
} from '../../../shared/api/callingContract';
import { baseApi } from '../../api/baseApi';

/** The calls of the calling area (docs/product.md#calling): meetings, booking, call settings and the VideoSDK token. */
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
      // The reply carries the list as a JSON string (docs/product.md#calling).
      transformResponse: (reply: { data: string }) => JSON.parse(reply.data) as Meeting[],
      providesTags: ['Meetings'],
    }),
    bookMeeting: build.mutation<BookMeetingReply, BookMeetingBody>({
      query: (body) => ({ url: callingPaths.bookMeeting, method: 'POST', body }),
      invalidatesTags: ['Meetings'],
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
  useCallSettingsQuery,
  useVideoSdkTokenMutation,
} = callingApi;
