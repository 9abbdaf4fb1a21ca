import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  CreateSessionBody,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SessionsQuery,
  SessionsReply,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { routineExerciseIds } from '../../db/repositories/routinesRepository';
import {
  insertRoutineSession,
  listRoutineSessions,
} from '../../db/repositories/routineSessionsRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { sessionProblem } from '../../services/workout/sessionSense';
import { workoutRefusals } from './workoutRefusals';

const tags = ['Workout routines'];

const SessionHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'The same key on a retried save stores the session once.',
    }),
  ),
});

/** Finished runs (000 §7 session create) and looking back on them (our read, README). */
export function sessionRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    const db = app.deps.database.db;

    app.post(
      workoutPaths.createSession,
      {
        preHandler: app.authenticate,
        schema: {
          summary:
            'Save a finished run of a routine; a retry with the same Idempotency-Key stores nothing new',
          tags,
          security: signInRequired.security,
          headers: SessionHeaders,
          body: CreateSessionBody,
          response: {
            200: SuccessMessageReply,
            201: SuccessMessageReply,
            400: ErrorReply,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const userId = signedIn(request).user.id;
        const body = request.body;
        const exercises = await routineExerciseIds(db, userId, body.routine_id);
        if (!exercises) {
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(body.routine_id)));
        }
        const problem = sessionProblem(
          body,
          exercises.map((exercise) => exercise.id),
        );
        if (problem) return reply.status(400).send(errorReply(problem));

        const exerciseOf = new Map(
          exercises.map((exercise) => [exercise.id, exercise.exercise_id]),
        );
        const saved = await insertRoutineSession(db, userId, {
          routine_id: body.routine_id,
          created_on: body.created_on,
          time_total: body.time_total,
          time_exercising: body.time_exercising,
          exercises_completed: body.exercises_completed,
          exercises_skipped: body.exercises_skipped,
          idempotency_key: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
          exercises: body.session_routine_exercises.map((record) => ({
            routine_exercise_id: record.routine_exercise_id,
            exercise_id: exerciseOf.get(record.routine_exercise_id) ?? 0,
            actual_reps: record.actual_reps,
            actual_time: record.actual_time,
          })),
        });
        return reply
          .status(saved.created ? 201 : 200)
          .send({ status: 'success' as const, message: workoutMessages.sessionCreated });
      },
    );

    app.get(
      workoutPaths.sessions,
      {
        preHandler: app.authenticate,
        schema: {
          summary: 'The saved runs of one of your routines, newest first',
          tags,
          security: signInRequired.security,
          querystring: SessionsQuery,
          response: {
            200: SessionsReply,
            400: ErrorReply,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const userId = signedIn(request).user.id;
        const routineId = Number(request.query.routine_id);
        if (!(await routineExerciseIds(db, userId, routineId))) {
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(routineId)));
        }
        const sessions = await listRoutineSessions(db, userId, routineId);
        return {
          status: 'success' as const,
          data: sessions.map(({ exercises, ...session }) => ({
            ...session,
            session_routine_exercises: exercises.map((exercise) => ({
              routine_exercise_id: exercise.routine_exercise_id,
              exercise_name:
                index.exercise(exercise.exercise_id)?.name ?? 'Exercise no longer in the library',
              actual_reps: exercise.actual_reps,
              actual_time: exercise.actual_time,
            })),
          })),
        };
      },
    );

    done();
  };
}
