import type { RoutineSessionsListReply } from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import {
  workoutPaths,
  type CreateRoutineBody,
  type EditRoutineBody,
  type RoutinesReply,
} from '../../../shared/api/workoutContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
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
    /** A clinician's one write: a routine prescribed to the patient (decision 043). */
    prescribeRoutine: build.mutation<
      SuccessMessage,
      { patientId: number; body: CreateRoutineBody }
    >({
      query: ({ patientId, body }) => ({
        url: workoutPaths.createRoutine,
        method: 'POST',
        params: { [PATIENT_ID_PARAMETER]: patientId },
        body,
      }),
    }),
    /** The plan and doses of a routine the clinician prescribed, or its plan ended. */
    editPrescription: build.mutation<SuccessMessage, { patientId: number; body: EditRoutineBody }>({
      query: ({ patientId, body }) => ({
        url: workoutPaths.editRoutine,
        method: 'POST',
        params: { [PATIENT_ID_PARAMETER]: patientId },
        body,
      }),
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

export const {
  usePatientRoutinesQuery,
  usePatientSessionsQuery,
  usePrescribeRoutineMutation,
  useEditPrescriptionMutation,
} = patientWorkoutApi;
