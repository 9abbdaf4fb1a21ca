import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/api/idempotencyKey';
import { baseApi } from '../baseApi';
import type { QueuedWrite } from './queuedWrite';

type Tag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/**
 * A queued write, sent as the person's session with its key: the server stores a key once.
 * Through the API slice, so a refused session signs out as any call's does.
 */
const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendQueuedWrite: build.mutation<unknown, QueuedWrite>({
      query: ({ url, body, key }) => ({
        url,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
      invalidatesTags: (_result, error, { refreshes }) => (error ? [] : (refreshes as Tag[])),
    }),
  }),
});

export const sendQueuedWrite = outboxApi.endpoints.sendQueuedWrite;
