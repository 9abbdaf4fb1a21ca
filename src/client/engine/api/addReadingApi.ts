import { baseApi } from '../../api/baseApi';
import { isSuccessReply } from './replyFailure';

/**
 * A new record: each element's value by the name it is stored as, plus its date under the
 * profile's date field (created_on as 'yyyy-MM-dd HH:mm', or a medical record's date).
 */
export type ReadingBody = Record<string, number | string>;

export interface AddReadingArgs {
  /** The profile's write path with the dataset's post_api_name filled in (and the pin, if gated). */
  path: string;
  datasetId: number;
  body: ReadingBody;
}

export interface AddedReading {
  id: number;
  message: string;
}

interface AddReply {
  status: 'success';
  message: string;
  data: { id: number };
}

const addReadingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addReading: build.mutation<AddedReading, AddReadingArgs>({
      query: ({ path, body }) => ({
        url: path,
        method: 'POST',
        body,
        validateStatus: isSuccessReply,
      }),
      transformResponse: (reply: AddReply) => ({ id: reply.data.id, message: reply.message }),
      // Only the charts of this dataset reload; the other tabs keep their cached readings.
      invalidatesTags: (_result, error, { datasetId }) =>
        error ? [] : [{ type: 'Readings', id: datasetId }],
    }),
  }),
});

export const { useAddReadingMutation } = addReadingApi;
