import { isAbortedCall } from '../../api/abortedCall';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { YearSummaryReply } from '../../../shared/api/profileListContract';
import { baseApi } from '../../api/baseApi';
import { failureDescription } from '../../api/failureDescription';
import { isSuccessReply } from '../../engine/api/replyFailure';
import { dashboardTexts } from './dashboardTexts';

export type YearSummary = YearSummaryReply['data'];

export interface YearSummaryArgs {
  /** The profile's `year_summary` GET path, e.g. /activity/get-all-current-year/ */
  path: string;
  /** The datasets the summary adds up: a reading saved to any of them makes it stale. */
  datasetIds: readonly number[];
}

const yearSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getYearSummary: build.query<YearSummary, YearSummaryArgs>({
      query: ({ path }) => ({ url: path, validateStatus: isSuccessReply }),
      transformResponse: (reply: YearSummaryReply) => reply.data,
      // The engine's save invalidates { Readings, datasetId }; providing the same tags makes a
      // new reading on the profile page refresh these totals too.
      providesTags: (_result, _error, { path, datasetIds }) => [
        { type: 'ActivityYear', id: path },
        ...datasetIds.map((id) => ({ type: 'Readings' as const, id })),
      ],
      // A failed current-year read is said once, with the error (docs/product.md#dashboard): a
      // browser alert, once per failed request, however many components watch.
      async onQueryStarted(_args, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error: FetchBaseQueryError | SerializedError };
          // A 401 ends the session centrally (api/sessionRejected): the user is on the way to
          // /login with a notice, and an alert would only stand in the way.
          if (('status' in error && error.status === 401) || isAbortedCall(error)) return;
          window.alert(dashboardTexts.summaryAlert(failureDescription(error)));
        }
      },
    }),
  }),
});

export const { useGetYearSummaryQuery } = yearSummaryApi;
