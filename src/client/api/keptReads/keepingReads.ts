import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { isForgottenOnceUnused } from '../forgetOnceUnused';
import { sessionAuthorization } from '../sessionAuthorization';
import { selectSessionUser, type SessionState } from '../sessionUser';
import { findKeptReply, keepReply } from './keptReadsStore';
import { hasPrivateParameter, keptRequestKey } from './keptRequest';
import { answeredFromDevice, networkFailed, serverReplied } from './offlineReadsSlice';

type FetchQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/** The part of the store a read looks at: who is signed in, and the entry being read. */
interface ReadState {
  session: SessionState;
  api?: { queries: Record<string, { originalArgs?: unknown } | undefined> };
}

/** The request never reached the server (RTK's FETCH_ERROR, or TIMEOUT_ERROR). */
function failedForNetwork(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 'FETCH_ERROR' || error?.status === 'TIMEOUT_ERROR';
}

/**
 * The device key of a read whose reply may stay on the device, or undefined: queries only,
 * for a signed-in person, never a pin-gated or patient read, nor any read whose entry must
 * not outlive its page (forgetOnceUnused.ts: the one rule for those).
 */
function keptKeyOf(
  args: string | FetchArgs,
  api: BaseQueryApi,
  request: Request | undefined,
): string | undefined {
  if (api.type !== 'query' || request === undefined) return undefined;
  const state = api.getState() as ReadState;
  const user = selectSessionUser(state);
  if (user === null || hasPrivateParameter(request)) return undefined;
  // A reply to a request sent for someone else (the person changed meanwhile) is not theirs.
  if (request.headers.get('Authorization') !== sessionAuthorization(state)) return undefined;
  const originalArgs =
    api.queryCacheKey === undefined
      ? undefined
      : state.api?.queries[api.queryCacheKey]?.originalArgs;
  if (isForgottenOnceUnused(api.endpoint, originalArgs)) return undefined;
  return keptRequestKey(user.id, request, args);
}

/**
 * Wraps the base query so that the person's reads work offline (docs/product.md#working-offline):
 * each kept read's reply is kept on the device once it has been returned, and a read that
 * fails for the network is answered with the reply kept for that person and that exact
 * request. A server's refusal (any HTTP status) is the server's word and is never replaced.
 */
export function keepingReads(baseQuery: FetchQuery): FetchQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    // A call the app called off says nothing about the network.
    if (api.signal.aborted) return result;
    const key = keptKeyOf(args, api, result.meta?.request);
    if (result.error === undefined) {
      const receivedAt = new Date().toISOString();
      api.dispatch(serverReplied(receivedAt));
      // Not waited for: the copy into IndexedDB is no part of the read.
      if (key !== undefined) void keepReply(key, { reply: result.data, receivedAt });
      return result;
    }
    if (!failedForNetwork(result.error)) return result;
    const kept = key === undefined ? undefined : await findKeptReply(key);
    if (kept === undefined) {
      api.dispatch(networkFailed());
      return result;
    }
    api.dispatch(answeredFromDevice(kept.receivedAt));
    return { data: kept.reply, meta: result.meta };
  };
}
