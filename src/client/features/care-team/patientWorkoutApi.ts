import type { RoutineSessionsListReply } from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { workoutPaths, type RoutinesReply } from '../../../shared/api/workoutContract';
import { baseApi } from '../../api/baseApi';

export interface PatientSessionsPage {
  patientId: number;
  /** From 1. */
  page: number;
}

/**
 * A patient's workout as their doctor reads it: the routines, and the sessions of every routine,
 * newest first. Entries of their own (no tags the patient's own screens use), dropped as soon as
 * no page shows them, so nothing of a patient outlives the doctor's look.
 */
const patientWorkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    patientRoutines: build.query<RoutinesReply, number>({
      query: (patientId) => ({
        url: workoutPaths.routines,
        params: { [PATIENT_ID_PARAMETER]: patientId },
      }),
      keepUnusedDataFor: 0,
    }),
    patientSessions: build.query<RoutineSessionsListReply, PatientSessionsPage>({
      query: ({ patientId, page }) => ({
        url: careTeamPaths.routineSessions,
        params: { [PATIENT_ID_PARAMETER]: patientId, page },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePatientRoutinesQuery, usePatientSessionsQuery } = patientWorkoutApi;
