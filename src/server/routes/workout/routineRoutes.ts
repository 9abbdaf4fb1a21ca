import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  CreateRoutineBody,
  DeleteRoutineExerciseBody,
  DeleteRoutineQuery,
  type DosageBody,
  EditRoutineBody,
  RoutinesReply,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import type { CatalogueExercise } from '../../../shared/workout/workoutCatalogueSchema';
import {
  deleteRoutine,
  deleteRoutineExercise,
  listRoutines,
  updateRoutine,
  type NewRoutine,
  type NewRoutineExercise,
} from '../../db/repositories/routinesRepository';
import {
  changePrescribedRoutine,
  routineExerciseIdsOf,
  updateRoutineDosages,
} from '../../db/repositories/prescriptionsRepository';
import { workoutAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import { personToday } from '../../services/workout/personToday';
import {
  dosageProblem,
  firstProblem,
  planProblem,
  prescriptionRefusals,
  storedDosageOf,
  storedPlanOf,
} from '../../services/workout/prescriptionInput';
import { prescriberHolding, RoutineChangeRefused } from '../../services/workout/prescriptionLock';
import { addRoutines, namesPatient } from '../../services/workout/prescribeRoutines';
import { signInRequired, signedIn } from '../../plugins/authentication';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { routineReply } from '../../services/workout/routineReplies';
import { selectedEntries } from './selectedLists';
import { workoutRefusals } from './workoutRefusals';
import { workoutData, workoutQuery, workoutSubjectRefusals } from './workoutSubject';
import { refuse, sendRefusal } from '../../services/refusal';

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

/**
 * A chosen exercise with its dose: the catalogue's reps and time unless a prescribed dosage
 * says otherwise (a field left out keeps the catalogue's).
 */
function dosedExercise(
  exercise: CatalogueExercise,
  dosage: DosageBody | undefined,
): NewRoutineExercise {
  const base = { exercise_id: exercise.id, reps: exercise.reps, time: exercise.time };
  if (!dosage) return base;
  const stored = storedDosageOf(dosage);
  return {
    ...base,
    ...stored,
    reps: dosage.reps === undefined ? exercise.reps : stored.reps,
    time: dosage.time_seconds === undefined ? exercise.time : stored.time,
  };
}

/** The user's own routines (docs/product.md#workout-routines): list, build from exercises, edit, delete. */
export function routineRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    const db = app.deps.database.db;

    app.get(
      workoutPaths.routines,
      {
        onRequest: app.authenticate,
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
        const access = await workoutData(app, request, 'read', async (userId) => ({
          routines: await listRoutines(db, userId),
          today: await personToday(db, userId),
        }));
        if (access.refused) return sendRefusal(reply, access);
        const { routines, today } = access.value;
        return {
          status: 'success' as const,
          data: routines.map((routine) =>
            routineReply(routine, index, today, (exerciseId) =>
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
        onRequest: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary:
            'Build a routine from exercises of the library (Select Exercises), or prescribe one to a patient (patient_id, with a plan and dosages)',
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
        const { exercises: selected, name, plan } = request.body;
        const chosen = selectedEntries('exercises', selected, (id) => index.exercise(id));
        const dosages = selected.map((item) =>
          typeof item === 'number' ? undefined : item.dosage,
        );
        const problem = chosen.ok
          ? firstProblem(
              ...dosages.map((dosage, position) =>
                dosage ? dosageProblem(`exercises[${position}].dosage`, dosage) : null,
              ),
            )
          : chosen.refusal;
        const exercises = chosen.ok ? chosen.value : [];
        const routine: NewRoutine = {
          name: name.trim(),
          category: mostCommonCategory(exercises),
          description: '',
          safety_info: '',
          youtube_url: '',
          template_id: null,
          exercises: exercises.map((exercise, position) =>
            dosedExercise(exercise, dosages[position]),
          ),
        };
        const access = await addRoutines(app, request, [routine], plan, problem);
        if (access.refused) return sendRefusal(reply, access);
        return reply.status(201).send({
          status: 'success' as const,
          message: namesPatient(request)
            ? workoutMessages.routinePrescribed
            : workoutMessages.exerciseAdded,
        });
      },
    );

    app.post(
      workoutPaths.editRoutine,
      {
        onRequest: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary:
            "Change a routine's name, video, category, description, safety information and dosages; a clinician also its plan",
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
        const { id, plan, end_plan: endPlan, dosages, ...edit } = request.body;
        const texts = {
          ...edit,
          name: edit.name.trim(),
          description: edit.description.trim(),
          safety_info: edit.safety_info.trim(),
        };
        const prescribing = namesPatient(request);
        const problem = firstProblem(
          prescribing
            ? plan
              ? planProblem(plan)
              : null
            : plan
              ? prescriptionRefusals.planOwn
              : endPlan
                ? prescriptionRefusals.endPlanOwn
                : null,
          ...(dosages ?? []).map((entry, position) =>
            dosageProblem(`dosages[${position}].dosage`, entry.dosage),
          ),
        );
        const changes = (dosages ?? []).map((entry) => ({
          id: entry.id,
          dosage: storedDosageOf(entry.dosage),
        }));
        const checkDosageIds = async (runDb: typeof db, userId: number) => {
          const own = await routineExerciseIdsOf(runDb, id);
          const stranger = changes.findIndex((change) => !own.includes(change.id));
          if (stranger >= 0) {
            const strangerId = changes[stranger]?.id ?? 0;
            throw new RoutineChangeRefused(
              refuse(400, workoutRefusals.noDosageExercise(stranger, strangerId, id)),
            );
          }
          await updateRoutineDosages(runDb, id, changes);
          return userId;
        };
        let access;
        try {
          access = await accessData(
            app,
            request,
            { action: 'prescribe', on: workoutAccessArea, change: true, problem },
            async (userId, runDb) => {
              if (prescribing) {
                const who = {
                  doctorId: signedIn(request).user.id,
                  patientId: userId,
                  routineId: id,
                };
                const change = {
                  edit: texts,
                  plan: plan ? storedPlanOf(plan) : null,
                  endPlan: endPlan === true,
                };
                if (!(await changePrescribedRoutine(runDb, who, change))) {
                  throw new RoutineChangeRefused(refuse(404, workoutRefusals.noPrescription(id)));
                }
                await checkDosageIds(runDb, userId);
                return;
              }
              const holding = await prescriberHolding(runDb, userId, id);
              if (holding === undefined) {
                throw new RoutineChangeRefused(refuse(404, workoutRefusals.noRoutine(id)));
              }
              if (holding !== null && changes.length > 0) {
                throw new RoutineChangeRefused(refuse(400, workoutRefusals.dosageHeld(holding)));
              }
              await checkDosageIds(runDb, userId);
              await updateRoutine(runDb, userId, id, texts);
            },
          );
        } catch (error) {
          if (!(error instanceof RoutineChangeRefused)) throw error;
          return sendRefusal(reply, error.refusal);
        }
        if (access.refused) return sendRefusal(reply, access);
        return {
          status: 'success' as const,
          message:
            endPlan && prescribing ? workoutMessages.planEnded : workoutMessages.routineUpdated,
        };
      },
    );

    app.delete(
      workoutPaths.deleteRoutine,
      {
        onRequest: app.authenticate,
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
        const access = await workoutData(app, request, 'write', async (userId) => {
          const holding = await prescriberHolding(db, userId, id);
          if (holding === undefined) return { deleted: false as const, holding: null };
          if (holding !== null) return { deleted: false as const, holding };
          return { deleted: await deleteRoutine(db, userId, id), holding: null };
        });
        if (access.refused) return sendRefusal(reply, access);
        if (access.value.holding !== null) {
          return reply
            .status(400)
            .send(errorReply(workoutRefusals.deleteHeld(access.value.holding)));
        }
        if (!access.value.deleted) {
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(id)));
        }
        return { status: 'success' as const, message: workoutMessages.routineDeleted };
      },
    );

    app.post(
      workoutPaths.deleteRoutineExercise,
      {
        onRequest: app.authenticate,
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
        const access = await workoutData(app, request, 'write', async (userId) => {
          const holding = await prescriberHolding(db, userId, routine);
          if (holding) return holding;
          return deleteRoutineExercise(db, userId, routine, exercise);
        });
        if (access.refused) return sendRefusal(reply, access);
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
          default:
            return reply.status(400).send(errorReply(workoutRefusals.exerciseHeld(access.value)));
        }
      },
    );

    done();
  };
}
