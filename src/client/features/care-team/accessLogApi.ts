import type { AccessLogQuery, AccessLogReply } from '../../../shared/api/careTeamContract';
import { careTeamPaths, type AccessLogReaders } from '../../../shared/api/careTeamParameters';
import { baseApi } from '../../api/baseApi';

/** The days the log is narrowed to, yyyy-MM-dd; an empty string leaves that end open. */
export interface AccessLogPeriod {
  dateFrom: string;
  dateTo: string;
}

/** Whose accesses the page shows first: others', the person's own reads being many. */
export const DEFAULT_LOG_READERS: AccessLogReaders = 'others';

export interface AccessLogRequest {
  period: AccessLogPeriod;
  readers: AccessLogReaders;
  page: number;
}

export type AccessLogPage = AccessLogReply['data'];

/** The query of one page: an open end of the period is left out, not sent empty. */
export function accessLogQuery({ period, readers, page }: AccessLogRequest): AccessLogQuery {
  return {
    ...(period.dateFrom === '' ? {} : { date_from: period.dateFrom }),
    ...(period.dateTo === '' ? {} : { date_to: period.dateTo }),
    readers,
    page: String(page),
  };
}

/** Who has read the signed-in person's data: one page of the log, newest first. */
export const accessLogApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AccessLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      accessLog: build.query<AccessLogPage, AccessLogRequest>({
        query: (request) => ({ url: careTeamPaths.accessLog, params: accessLogQuery(request) }),
        transformResponse: (reply: AccessLogReply): AccessLogPage => reply.data,
        providesTags: ['AccessLog'],
      }),
    }),
  });

export const { useAccessLogQuery } = accessLogApi;
