import {
  workoutPaths,
  type ExercisesBody,
  type ExercisesReply,
  type TemplatesReply,
} from '../../../shared/api/workoutContract';
import { baseApi } from '../../api/baseApi';

export interface TemplatePageRequest {
  page: number;
  category?: 'strengthen' | 'rehab' | undefined;
  listing?: string | undefined;
}

/**
 * The exercise catalogue's reads (docs/product.md#workout-routines): a page of template
 * routines and the exercises of the library. The person's Select dialogs and a clinician's
 * Prescribe dialog read the same catalogue.
 */
const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    templatePage: build.query<TemplatesReply, TemplatePageRequest>({
      // The form docs/product.md#workout-routines gives: page plus a category or a listing search.
      query: ({ page, category, listing }) => {
        const form = new URLSearchParams({ page: String(page) });
        if (category) form.set('category', category);
        if (listing) form.set('listing', listing);
        return { url: workoutPaths.templates, method: 'POST', body: form };
      },
    }),
    exercises: build.query<ExercisesReply, ExercisesBody>({
      query: (body) => ({ url: workoutPaths.exercises, method: 'POST', body }),
    }),
  }),
});

export const { useTemplatePageQuery, useLazyExercisesQuery, useExercisesQuery } = catalogueApi;
