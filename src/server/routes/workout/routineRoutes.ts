import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  CreateRoutineBody,
  DeleteRoutineExerciseBody,
  DeleteRoutineQuery,
  EditRoutineBody,
  RoutinesReply,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import type { CatalogueExercise } from '../../../shared/workout/workoutCatalogueSchema';
import {
  deleteRoutine,
  deleteRoutineExercise,
  insertRoutines,
  listRoutines,
  updateRoutine,
} from '../../db/repositories/routinesRepository';
import { signInRequired } from '../../plugins/authentication';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { routineReply } from '../../services/workout/routineReplies';
import { selectedEntries } from './selectedLists';
import { workoutRefusals } from './workoutRefusals';
import { workoutData, workoutQuery, workoutSubjectRefusals } from './workoutSubject';

const tags = ['Workout routines'];

/** A custom routine is filed under the category most of its exercises have (first on a tie). */
function mostCommonCategory(
  exercises: readonly CatalogueExercise[],
): CatalogueExercise['category'] {
  const counts = new Map<CatalogueExercise['category'], number>();
  for (const exercise of exercises) {
    counts.set(exercise.category, (counts.get(exercise.category) ?? 0) + 1);
  }
  let best = exercises[0]?.category ?? 'strengthen';
  for (const [category, count] of counts) if (count > (counts.get(best) ?? 0)) best = category;
  return best;
}

/** The user's own routines (docs/product.md#workout-routines): list, build from exercises, edit, delete. */
export function routineRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    const db = app.deps.database.db;

    app.get(
      workoutPaths.routines,
      {
        preHandler: app.authenticate,
        config: { access: 'read' },
        schema: {
          summary: "The user's routines, with their exercises, when each last ran and how often",
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(),
          response: { 200: RoutinesReply, ...workoutSubjectRefusals, ...signInRequired.responses },
        },
      },
      async (request, reply) => {
        const access = await workoutData(app, request, 'read', (userId) =>
          listRoutines(db, userId),
        );
        if (!access.granted) return reply.status(403).send(access.body);
        const routines = access.value;
        return {
          status: 'success' as const,
          data: routines.map((routine) =>
            routineReply(routine, index, (exerciseId) =>
              request.log.warn(
                { routine: routine.id, exercise: exerciseId },
                'routine exercise no longer in the exercise library',
              ),
            ),
          ),
        };
      },
    );

    app.post(
      workoutPaths.createRoutine,
      {
        preHandler: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary: 'Build a routine from exercises of the library (Select Exercises)',
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(),
          body: CreateRoutineBody,
          response: {
            201: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
          },
        },
      },
      async (request, reply) => {
        const { exercises: selected, name } = request.body;
        const chosen = selectedEntries('exercises', selected, (id) => index.exercise(id));
        if (!chosen.ok) return reply.status(400).send(errorReply(chosen.refusal));
        const exercises = chosen.value;
        const access = await workoutData(app, request, 'write', (userId) =>
          insertRoutines(db, userId, [
            {
              name: name.trim(),
              category: mostCommonCategory(exercises),
              description: '',
              safety_info: '',
              youtube_url: '',
              template_id: null,
              exercises: exercises.map((exercise) => ({
                exercise_id: exercise.id,
                reps: exercise.reps,
                time: exercise.time,
              })),
            },
          ]),
        );
        if (!access.granted) return reply.status(403).send(access.body);
        return reply
          .status(201)
          .send({ status: 'success' as const, message: workoutMessages.exerciseAdded });
      },
    );

    app.post(
      workoutPaths.editRoutine,
      {
        preHandler: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary: "Change a routine's name, video, category, description and safety information",
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(),
          body: EditRoutineBody,
          response: {
            200: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const { id, ...edit } = request.body;
        const access = await workoutData(app, request, 'write', (userId) =>
          updateRoutine(db, userId, id, {
            ...edit,
            name: edit.name.trim(),
            description: edit.description.trim(),
            safety_info: edit.safety_info.trim(),
          }),
        );
        if (!access.granted) return reply.status(403).send(access.body);
        if (!access.value) return reply.status(404).send(errorReply(workoutRefusals.noRoutine(id)));
        return { status: 'success' as const, message: workoutMessages.routineUpdated };
      },
    );

    app.delete(
      workoutPaths.deleteRoutine,
      {
        preHandler: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary: 'Delete a routine, with its saved sessions',
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(DeleteRoutineQuery.properties),
          response: {
            200: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
            404: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const id = Number(request.query.id);
        const access = await workoutData(app, request, 'write', (userId) =>
          deleteRoutine(db, userId, id),
        );
        if (!access.granted) return reply.status(403).send(access.body);
        if (!access.value) {
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(id)));
        }
        return { status: 'success' as const, message: workoutMessages.routineDeleted };
      },
    );

    app.post(
      workoutPaths.deleteRoutineExercise,
      {
        preHandler: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary: 'Take one exercise out of a routine (Edit Routine, Delete Exercise)',
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(),
          body: DeleteRoutineExerciseBody,
          response: {
            200: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
            404: ErrorReply,
            409: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        const { exercise, routine } = request.body;
        const access = await workoutData(app, request, 'write', (userId) =>
          deleteRoutineExercise(db, userId, routine, exercise),
        );
        if (!access.granted) return reply.status(403).send(access.body);
        switch (access.value) {
          case 'no-routine':
            return reply.status(404).send(errorReply(workoutRefusals.noRoutine(routine)));
          case 'no-exercise':
            return reply
              .status(404)
              .send(errorReply(workoutRefusals.noRoutineExercise(routine, exercise)));
          case 'last-exercise':
            return reply.status(409).send(errorReply(workoutRefusals.lastExercise));
          case 'removed':
            return { status: 'success' as const, message: workoutMessages.exerciseDeleted };
        }
      },
    );

    done();
  };
}
