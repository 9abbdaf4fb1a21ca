import { toast } from 'react-toastify';
import type { ChartRecord, DownsampledNote } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/profileConfigSchema';
import { isAbortedCall } from '../../api/abortedCall';
import { baseApi } from '../../api/baseApi';
import { engineMessages } from '../engineMessages';
import { classifyReplyFailure, isSuccessReply } from './replyFailure';

export interface ReadTabArgs {
  /** The tab's read path, e.g. /profiles/special/get/38/ */
  path: ProfileTab['read'];
  /** The reply key that holds the readings. */
  list: ProfileTab['list'];
  /** Names the cache entry, so a save to this dataset reloads exactly this chart. */
  datasetId: number;
  range: DateRange;
  /** Per series; the server thins a longer series, keeping its shape and its extremes. */
  maxPoints: number;
}

export interface TabReadings {
  records: ChartRecord[];
  downsampled?: DownsampledNote;
}

type ReadReply = { status: 'success'; downsampled?: DownsampledNote } & Record<string, unknown>;

const readTabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readTab: build.query<TabReadings, ReadTabArgs>({
      query: ({ path, range, maxPoints }) => ({
        url: path,
        method: 'POST',
        body: { date_from: range.date_from, date_to: range.date_to, max_points: maxPoints },
        validateStatus: isSuccessReply,
      }),
      transformResponse: (reply: ReadReply, _meta, { list }) => {
        const listed = reply[list];
        const records = Array.isArray(listed) ? (listed as ChartRecord[]) : [];
        return reply.downsampled ? { records, downsampled: reply.downsampled } : { records };
      },
      providesTags: (_result, _error, { datasetId }) => [{ type: 'Readings', id: datasetId }],
      // The specification's reactions (001 §8): a refused read warns, a lost network is only logged.
      async onQueryStarted({ path }, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error: Parameters<typeof classifyReplyFailure>[0] };
          // A refused session is explained once, by the sign-out that follows it.
          if (('status' in error && error.status === 401) || isAbortedCall(error)) return;
          if (classifyReplyFailure(error) === 'unreachable') {
            console.error(`Reading ${path} failed`, error);
          } else {
            toast.warn(engineMessages.noDataFound, { toastId: `no-data:${path}` });
          }
        }
      },
    }),
  }),
});

export const { useReadTabQuery } = readTabApi;
