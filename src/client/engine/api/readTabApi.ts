import { showToast } from '../../ui/feedback/toasts';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import type { DownsampledNote, ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { isAbortedCall } from '../../api/abortedCall';
import { baseApi } from '../../api/baseApi';
import { engineTexts } from '../engineTexts';
import { classifyReplyFailure, isAccessRefusal, isSuccessReply } from './replyFailure';
import { keptAsReceived } from '../../api/keptAsReceived';

export interface ReadTabArgs {
  /** The tab's read path, e.g. /profiles/special/get/38/ */
  path: ProfileTab['read'];
  /** POST (the range in the body) or GET (the range in the query). */
  method?: ProfileTab['read_method'];
  /** The reply key that holds the readings. */
  list: ProfileTab['list'];
  /** Names the cache entry, so a save to this dataset reloads exactly this tab. */
  datasetId: number;
  range: DateRange;
  /** Per series; the server thins a longer series, keeping its shape and its extremes. */
  maxPoints?: number;
  /** A doctor reads this patient's data instead of their own: sent as patient_id. */
  patientId?: number;
}

export interface PinnedReadTabArgs extends ReadTabArgs {
  /** The accepted secure pin: sent as the query parameter secure_pin (docs/product.md#secure-pin). */
  pin: string;
}

export interface SubjectReadTabArgs extends ReadTabArgs {
  patientId: number;
}

export interface TabReadings {
  records: ReadRecord[];
  /** The server's message: 'No data available' when the range holds nothing. */
  message?: string;
  downsampled?: DownsampledNote;
}

type ReadReply = { status: 'success'; message?: string; downsampled?: DownsampledNote } & Record<
  string,
  unknown
>;

/** The request of a tab read, with the range where the tab's method puts it. */
function readRequest(
  { path, method = 'POST', range, maxPoints, patientId }: ReadTabArgs,
  pin?: string,
) {
  const query = new URLSearchParams();
  if (method === 'GET') {
    query.set('date_from', range.date_from);
    query.set('date_to', range.date_to);
  }
  if (pin !== undefined) query.set(SECURE_PIN_PARAMETER, pin);
  if (patientId !== undefined) query.set(PATIENT_ID_PARAMETER, String(patientId));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const body =
    method === 'GET'
      ? undefined
      : {
          date_from: range.date_from,
          date_to: range.date_to,
          ...(maxPoints === undefined ? {} : { max_points: maxPoints }),
        };
  return { url: `${path}${search}`, method, body, validateStatus: isSuccessReply };
}

function toTabReadings(reply: ReadReply, list: ReadTabArgs['list']): TabReadings {
  const listed = reply[list];
  const records = Array.isArray(listed) ? (listed as ReadRecord[]) : [];
  return {
    records: keptAsReceived(records),
    ...(reply.message === undefined ? {} : { message: reply.message }),
    ...(reply.downsampled ? { downsampled: reply.downsampled } : {}),
  };
}

type QueryFailure = Parameters<typeof classifyReplyFailure>[0];

/** Hands a failed read's error to `react`, unless the read was given up (aborted). */
async function onReadFailure(
  fulfilled: Promise<unknown>,
  react: (error: QueryFailure) => void,
): Promise<void> {
  try {
    await fulfilled;
  } catch (failure) {
    const { error } = failure as { error: QueryFailure };
    if (!isAbortedCall(error)) react(error);
  }
}

const readTabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readTab: build.query<TabReadings, ReadTabArgs>({
      query: (args) => readRequest(args),
      transformResponse: (reply: ReadReply, _meta, { list }) => toTabReadings(reply, list),
      providesTags: (_result, _error, { datasetId }) => [{ type: 'Readings', id: datasetId }],
      // The specification's reactions (docs/product.md#reading-times-and-date-ranges): a refused read warns, a lost network is only logged.
      onQueryStarted: ({ path }, { queryFulfilled }) =>
        onReadFailure(queryFulfilled, (error) => {
          // A refused session is explained once, by the sign-out that follows it.
          if ('status' in error && error.status === 401) return;
          if (classifyReplyFailure(error) === 'unreachable') {
            console.error(`Reading ${path} failed`, error);
          } else {
            showToast('warning', engineTexts.noDataFound, { toastId: `no-data:${path}` });
          }
        }),
    }),
    /**
     * A read of pin-gated data. Its cache entry, which holds the pin and the records, is
     * dropped as soon as no page shows it: the pin lives in memory only while it is used.
     * A failure is logged only (docs/product.md#medical): the pin gate speaks for
     * pin refusals, and the panel shows its own error state.
     */
    readPinnedTab: build.query<TabReadings, PinnedReadTabArgs>({
      query: ({ pin, ...args }) => readRequest(args, pin),
      transformResponse: (reply: ReadReply, _meta, { list }) => toTabReadings(reply, list),
      providesTags: (_result, _error, { datasetId }) => [{ type: 'Readings', id: datasetId }],
      keepUnusedDataFor: 0,
      onQueryStarted: ({ path }, { queryFulfilled }) =>
        onReadFailure(queryFulfilled, (error) => console.error(`Reading ${path} failed`, error)),
    }),
    /**
     * A doctor's read of a patient's tab. An endpoint of its own, so a patient's readings never
     * share a cache entry (or a tag) with the doctor's own, and are dropped as soon as no page
     * shows them. No toast: a refusal (403, the grant ended or narrowed) is for the page to
     * say, and any other failure for the panel's error state; those are logged.
     */
    readSubjectTab: build.query<TabReadings, SubjectReadTabArgs>({
      query: (args) => readRequest(args),
      transformResponse: (reply: ReadReply, _meta, { list }) => toTabReadings(reply, list),
      keepUnusedDataFor: 0,
      onQueryStarted: ({ path }, { queryFulfilled }) =>
        onReadFailure(queryFulfilled, (error) => {
          if (!isAccessRefusal(error)) console.error(`Reading ${path} failed`, error);
        }),
    }),
  }),
});

export const {
  useReadTabQuery,
  useReadPinnedTabQuery,
  useLazyReadPinnedTabQuery,
  useReadSubjectTabQuery,
} = readTabApi;
