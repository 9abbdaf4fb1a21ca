import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';
import type { DownsampledNote, ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { baseApi } from '../../api/baseApi';
import { forgetOnceUnused } from '../../api/forgetOnceUnused';
import { keptAsReceived } from '../../api/keptAsReceived';
import { isSuccessReply } from './replyFailure';

/** Whose readings a tab shows. */
export type TabSubject =
  /** The signed-in person's own; with the accepted secure pin on a pin-gated profile. */
  | { kind: 'own'; pin?: string }
  /** A patient's, in their doctor's view: sent as patient_id, never with a pin. */
  | { kind: 'patient'; patientId: number }
  /** Readings in hand (a passcode link's file, decrypted in the browser): nothing is read. */
  | { kind: 'held'; records: readonly ReadRecord[] };

/** The subjects whose readings come from the server. */
export type ReadTabSubject = Exclude<TabSubject, { kind: 'held' }>;

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
  subject: ReadTabSubject;
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
function readRequest({ path, method = 'POST', range, maxPoints, subject }: ReadTabArgs) {
  const query = new URLSearchParams();
  if (method === 'GET') {
    query.set('date_from', range.date_from);
    query.set('date_to', range.date_to);
  }
  if (subject.kind === 'own' && subject.pin !== undefined) {
    query.set(SECURE_PIN_PARAMETER, subject.pin);
  }
  if (subject.kind === 'patient') query.set(PATIENT_ID_PARAMETER, String(subject.patientId));
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

/**
 * A pin-gated read's entry holds the pin and the records; a patient's holds their data:
 * both are dropped as soon as no page shows them (the pin lives in memory only while it is
 * used). The person's own plain reads keep RTK Query's usual minute.
 */
function isForgottenOnceUnused({ subject }: ReadTabArgs): boolean {
  return subject.kind === 'patient' || subject.pin !== undefined;
}

const readTabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A tab's readings for a range, whoever's they are: one entry per path, range, density
     * and subject, so a patient's readings never share an entry (or a tag) with the doctor's
     * own. What a failure means is for the page (tabReadFailure), not for the request.
     */
    readTab: build.query<TabReadings, ReadTabArgs>({
      query: readRequest,
      transformResponse: (reply: ReadReply, _meta, { list }) => toTabReadings(reply, list),
      providesTags: (_result, _error, { datasetId, subject }) =>
        subject.kind === 'own' ? [{ type: 'Readings', id: datasetId }] : [],
    }),
  }),
});

forgetOnceUnused('readTab', isForgottenOnceUnused);

export const { useReadTabQuery, useLazyReadTabQuery } = readTabApi;
