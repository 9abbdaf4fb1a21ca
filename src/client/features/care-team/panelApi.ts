import type { PanelReply, PanelReviewedReply } from '../../../shared/api/carePanelContract';
import { carePanelPaths, panelReviewedPath } from '../../../shared/api/carePanelParameters';
import { baseApi } from '../../api/baseApi';
import { forgetOnceUnused } from '../../api/forgetOnceUnused';

/**
 * The clinician's panel (decision 044): GET one row per patient sharing with them, sorted by
 * need; POST marks one patient reviewed, which changes that row's flags and counts, so the
 * panel is read again.
 */
export const panelApi = baseApi.enhanceEndpoints({ addTagTypes: ['Panel'] }).injectEndpoints({
  endpoints: (build) => ({
    carePanel: build.query<PanelReply, undefined>({
      query: () => ({ url: carePanelPaths.panel }),
      providesTags: ['Panel', 'Contacts'],
    }),
    markReviewed: build.mutation<PanelReviewedReply, number>({
      query: (patientId) => ({ url: panelReviewedPath(patientId), method: 'POST' }),
      invalidatesTags: ['Panel'],
    }),
  }),
});

// What the panel says of each patient never outlives its page, nor is it kept on the device
// (keptReads): a clinician's browser holds no patient's data (docs/product.md#working-offline).
forgetOnceUnused('carePanel', () => true);

export const { useCarePanelQuery, useMarkReviewedMutation } = panelApi;
