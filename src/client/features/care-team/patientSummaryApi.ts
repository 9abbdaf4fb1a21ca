import { patientSummaryPath } from '../../../shared/api/careTeamParameters';
import type { PatientSummaryReply } from '../../../shared/api/patientSummaryContract';
import { baseApi } from '../../api/baseApi';

/**
 * A doctor's summary of one patient (docs/sharing.md). Like the patient's workout, an entry of
 * its own, dropped as soon as nothing shows it: a grant narrowed since is never answered from
 * memory, and nothing of the patient outlives the doctor's look.
 */
const patientSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    patientSummary: build.query<PatientSummaryReply, number>({
      query: (patientId) => ({ url: patientSummaryPath(patientId) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePatientSummaryQuery } = patientSummaryApi;
