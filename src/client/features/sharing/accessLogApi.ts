import type { AccessLogQuery, AccessLogReply } from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { baseApi } from '../../api/baseApi';

/** The days the log is narrowed to, yyyy-MM-dd; an empty string leaves that end open. */
export interface AccessLogPeriod {
  dateFrom: string;
  dateTo: string;
}

export interface AccessLogRequest {
  period: AccessLogPeriod;
  page: number;
}

export type AccessLogPage = AccessLogReply['data'];

/** The query of one page: an open end of the period is left out, not sent empty. */
export function accessLogQuery({ period, page }: AccessLogRequest): AccessLogQuery {
  return {
    ...(period.dateFrom === '' ? {} : { date_from: period.dateFrom }),
    ...(period.dateTo === '' ? {} : { date_to: period.dateTo }),
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
