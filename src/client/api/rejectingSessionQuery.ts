import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { sessionAuthorization } from './sessionAuthorization';
import { sessionRejected } from './sessionRejected';

type FetchQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/**
 * Wraps the base query so that a 401 to a call made with the current session's token
 * dispatches sessionRejected. Calls without the header (login and register answer 401 for
 * a wrong password) never do, nor do calls made with an older token (a logout, or a reply
 * that arrives after the user signed in again): they say nothing about the current session.
 */
export function rejectingSession(baseQuery: FetchQuery): FetchQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (result.error?.status === 401) {
      const sentWith = result.meta?.request.headers.get('Authorization') ?? undefined;
      if (sentWith !== undefined && sentWith === sessionAuthorization(api.getState())) {
        api.dispatch(sessionRejected());
      }
    }
    return result;
  };
}
