import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, errorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  HideRoutineBody,
  StopRequestBody,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  findRoutinePrescription,
  requestStop,
  setRoutineHidden,
} from '../../db/repositories/prescriptionsRepository';
import { signInRequired } from '../../plugins/authentication';
import { workoutRefusals } from './workoutRefusals';
import { workoutData, workoutQuery, workoutSubjectRefusals } from './workoutSubject';
import { sendRefusal } from '../../services/refusal';

const tags = ['Workout routines'];

/**
 * What a person does with a routine of theirs besides running and editing it (decision 043): hide it
 * from their list (or show it again), and ask the clinician who prescribed it to stop it.
 */
export const routineStateRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const db = app.deps.database.db;
  const responses = {
    200: SuccessMessageReply,
    400: ErrorReply,
    ...workoutSubjectRefusals,
    ...signInRequired.responses,
    404: ErrorReply,
  };

  app.post(
    workoutPaths.hideRoutine,
    {
      onRequest: app.authenticate,
      config: { access: 'write' },
      schema: {
        summary: 'Hide a routine in one’s own list (shown under Hidden), or show it again',
        tags,
        security: signInRequired.security,
        querystring: workoutQuery(),
        body: HideRoutineBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id, hidden } = request.body;
      const access = await workoutData(app, request, 'write', (userId) =>
        setRoutineHidden(db, userId, id, hidden),
      );
      if (access.refused) return sendRefusal(reply, access);
      if (!access.value) return reply.status(404).send(errorReply(workoutRefusals.noRoutine(id)));
      return {
        status: 'success' as const,
        message: hidden ? workoutMessages.routineHidden : workoutMessages.routineShown,
      };
    },
  );

  app.post(
    workoutPaths.stopRequest,
    {
      onRequest: app.authenticate,
      config: { access: 'write' },
      schema: {
        summary: 'Ask the clinician who prescribed a routine to stop it; they see when',
        tags,
        security: signInRequired.security,
        querystring: workoutQuery(),
        body: StopRequestBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      const access = await workoutData(app, request, 'write', async (userId) => {
        const found = await findRoutinePrescription(db, userId, id);
        if (!found) return 'no-routine' as const;
        if (!found.prescribed) return 'own' as const;
        await requestStop(db, userId, id);
        return 'asked' as const;
      });
      if (access.refused) return sendRefusal(reply, access);
      switch (access.value) {
        case 'no-routine':
          return reply.status(404).send(errorReply(workoutRefusals.noRoutine(id)));
        case 'own':
          return reply.status(400).send(errorReply(workoutRefusals.notPrescribed(id)));
        case 'asked':
          return { status: 'success' as const, message: workoutMessages.stopAsked };
      }
    },
  );

  done();
};
