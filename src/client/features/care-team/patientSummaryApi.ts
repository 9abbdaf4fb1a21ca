import { patientSummaryPath } from '../../../shared/api/careTeamParameters';
import type { PatientSummaryReply } from '../../../shared/api/patientSummaryContract';
import { baseApi } from '../../api/baseApi';
import { forgetOnceUnused } from '../../api/forgetOnceUnused';

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

// Its path names the patient, not patient_id: named here, so it is never kept on the device either.
forgetOnceUnused('patientSummary', () => true);

export const { usePatientSummaryQuery } = patientSummaryApi;
