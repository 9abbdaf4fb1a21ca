import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/api/idempotencyKey';
import {
  workoutPaths,
  type CopyTemplatesBody,
  type CreateRoutineBody,
  type CreateSessionBody,
  type DeleteRoutineExerciseBody,
  type EditRoutineBody,
  type HideRoutineBody,
  type StopRequestBody,
  type RoutinesReply,
  type SessionsReply,
} from '../../../shared/api/workoutContract';
import type { SuccessMessage } from '../../../shared/api/replySchemas';
import { baseApi } from '../../api/baseApi';

/** A session save with the key that makes a retry store it once. */
export interface SessionSave {
  idempotencyKey: string;
  body: CreateSessionBody;
}

/** The workout calls of docs/product.md#workout-routines, plus the saved sessions of a routine. */
export const workoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    routines: build.query<RoutinesReply, undefined>({
      query: () => ({ url: workoutPaths.routines }),
      providesTags: ['Routines'],
    }),
    copyTemplates: build.mutation<SuccessMessage, CopyTemplatesBody>({
      query: (body) => ({ url: workoutPaths.copyTemplates, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    createRoutine: build.mutation<SuccessMessage, CreateRoutineBody>({
      query: (body) => ({ url: workoutPaths.createRoutine, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    editRoutine: build.mutation<SuccessMessage, EditRoutineBody>({
      query: (body) => ({ url: workoutPaths.editRoutine, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    deleteRoutine: build.mutation<SuccessMessage, number>({
      query: (id) => ({ url: workoutPaths.deleteRoutine, method: 'DELETE', params: { id } }),
      invalidatesTags: ['Routines'],
    }),
    deleteRoutineExercise: build.mutation<SuccessMessage, DeleteRoutineExerciseBody>({
      query: (body) => ({ url: workoutPaths.deleteRoutineExercise, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    hideRoutine: build.mutation<SuccessMessage, HideRoutineBody>({
      query: (body) => ({ url: workoutPaths.hideRoutine, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    askToStop: build.mutation<SuccessMessage, StopRequestBody>({
      query: (body) => ({ url: workoutPaths.stopRequest, method: 'POST', body }),
      invalidatesTags: ['Routines'],
    }),
    createSession: build.mutation<SuccessMessage, SessionSave>({
      query: ({ idempotencyKey, body }) => ({
        url: workoutPaths.createSession,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (_result, error, { body }) =>
        error ? [] : ['Routines', { type: 'RoutineSessions', id: body.routine_id }],
    }),
    routineSessions: build.query<SessionsReply, number>({
      query: (routineId) => ({ url: workoutPaths.sessions, params: { routine_id: routineId } }),
      providesTags: (_result, _error, routineId) => [{ type: 'RoutineSessions', id: routineId }],
    }),
  }),
});

export const {
  useRoutinesQuery,
  useCopyTemplatesMutation,
  useCreateRoutineMutation,
  useEditRoutineMutation,
  useDeleteRoutineMutation,
  useDeleteRoutineExerciseMutation,
  useCreateSessionMutation,
  useRoutineSessionsQuery,
  useHideRoutineMutation,
  useAskToStopMutation,
} = workoutApi;
