import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  CreateSessionBody,
  SessionsQuery,
  SessionsReply,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import {
  RoutineSessionsListQuery,
  RoutineSessionsListReply,
} from '../../../shared/api/careTeamContract';
import { careTeamPaths, ROUTINE_SESSIONS_PAGE_SIZE } from '../../../shared/api/careTeamParameters';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { routineExerciseIds } from '../../db/repositories/routinesRepository';
import {
  insertRoutineSession,
  listRoutineSessions,
  pageRoutineSessions,
  type StoredRoutineSession,
} from '../../db/repositories/routineSessionsRepository';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeyHeaders } from '../../../shared/api/idempotencyKey';
import { signInRequired } from '../../plugins/authentication';
import { datasetLookupOf, judgedForPerson } from '../../services/readings/readingJudgement';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { runPainReading, runPainTargetOf } from '../../services/workout/runPainReading';
import { sessionProblem } from '../../services/workout/sessionSense';
import { workoutRefusals } from './workoutRefusals';
import { workoutData, workoutQuery, workoutSubjectRefusals } from './workoutSubject';
import { refuse, sendRefusal } from '../../services/refusal';

const tags = ['Workout routines'];

/** Finished runs (docs/product.md#workout-routines) and looking back on them (our reads, README). */
export function sessionRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    const db = app.deps.database.db;
    const painTarget = runPainTargetOf(app.deps.profileConfigs);
    const datasetOf = datasetLookupOf(app.deps.profileConfigs);
    const sessionReply = ({ exercises, ...session }: StoredRoutineSession) => ({
      id: session.id,
      created_on: session.created_on,
      time_total: session.time_total,
      time_exercising: session.time_exercising,
      exercises_completed: session.exercises_completed,
      exercises_skipped: session.exercises_skipped,
      pain_before: session.pain_before,
      pain_after: session.pain_after,
      session_routine_exercises: exercises.map((exercise) => ({
        routine_exercise_id: exercise.routine_exercise_id,
        exercise_name: index.exercise(exercise.exercise_id)?.name ?? workoutMessages.exerciseGone,
        actual_reps: exercise.actual_reps,
        actual_time: exercise.actual_time,
        hurt: exercise.hurt,
      })),
    });

    app.post(
      workoutPaths.createSession,
      {
        onRequest: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary:
            'Save a finished run of a routine; a retry with the same Idempotency-Key stores nothing new',
          tags,
          security: signInRequired.security,
          headers: IdempotencyKeyHeaders,
          querystring: workoutQuery(),
          body: CreateSessionBody,
          response: {
            200: SuccessMessageReply,
            201: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const access = await workoutData(app, request, 'write', async (userId) => {
          const exercises = await routineExerciseIds(db, userId, body.routine_id);
          if (!exercises) return refuse(404, workoutRefusals.noRoutine(body.routine_id));
          const problem = sessionProblem(
            body,
            exercises.map((exercise) => exercise.id),
          );
          if (problem) return refuse(400, problem);
          const exerciseOf = new Map(
            exercises.map((exercise) => [exercise.id, exercise.exercise_id]),
          );
          // A run's pain is also a reading of the dataset the configs name (decision 045),
          // judged as every written reading is.
          const painReading = runPainReading(painTarget, userId, body);
          const [reading] = painReading
            ? await judgedForPerson(db, userId, [painReading], datasetOf)
            : [];
          return insertRoutineSession(db, userId, {
            routine_id: body.routine_id,
            created_on: body.created_on,
            time_total: body.time_total,
            time_exercising: body.time_exercising,
            exercises_completed: body.exercises_completed,
            exercises_skipped: body.exercises_skipped,
            pain_before: body.pain_before ?? null,
            pain_after: body.pain_after ?? null,
            idempotency_key: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
            exercises: body.session_routine_exercises.map((record) => ({
              routine_exercise_id: record.routine_exercise_id,
              exercise_id: exerciseOf.get(record.routine_exercise_id) ?? 0,
              actual_reps: record.actual_reps,
              actual_time: record.actual_time,
              hurt: record.hurt ?? false,
            })),
            reading,
          });
        });
        if (access.refused) return sendRefusal(reply, access);
        const saved = access.value;
        if ('refused' in saved) return sendRefusal(reply, saved);
        return reply
          .status(saved.created ? 201 : 200)
          .send({ status: 'success' as const, message: workoutMessages.sessionCreated });
      },
    );

    app.get(
      workoutPaths.sessions,
      {
        onRequest: app.authenticate,
        config: { access: 'read' },
        schema: {
          summary: 'The saved runs of one of your routines, newest first',
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(SessionsQuery.properties),
          response: {
            200: SessionsReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const routineId = Number(request.query.routine_id);
        const access = await workoutData(app, request, 'read', async (userId) =>
          (await routineExerciseIds(db, userId, routineId))
            ? listRoutineSessions(db, userId, routineId)
            : undefined,
        );
        if (access.refused) return sendRefusal(reply, access);
        if (!access.value) {
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(routineId)));
        }
        return { status: 'success' as const, data: access.value.map(sessionReply) };
      },
    );

    app.get(
      careTeamPaths.routineSessions,
      {
        onRequest: app.authenticate,
        config: { access: 'read' },
        schema: {
          summary: 'The saved runs of every routine, newest first, a page at a time',
          tags,
          security: signInRequired.security,
          querystring: RoutineSessionsListQuery,
          response: {
            200: RoutineSessionsListReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
          },
        },
      },
      async (request, reply) => {
        const page = Number(request.query.page ?? '1');
        const access = await workoutData(app, request, 'read', (userId) =>
          pageRoutineSessions(db, userId, {
            limit: ROUTINE_SESSIONS_PAGE_SIZE,
            offset: (page - 1) * ROUTINE_SESSIONS_PAGE_SIZE,
          }),
        );
        if (access.refused) return sendRefusal(reply, access);
        const { sessions, total } = access.value;
        return {
          status: 'success' as const,
          data: {
            result: sessions.map((session) => ({
              ...sessionReply(session),
              routine_id: session.routine_id,
              routine_name: session.routine_name,
            })),
            page,
            pages: Math.ceil(total / ROUTINE_SESSIONS_PAGE_SIZE),
          },
        };
      },
    );

    done();
  };
}
