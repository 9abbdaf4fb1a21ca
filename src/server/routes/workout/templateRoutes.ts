import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, SuccessMessageReply } from '../../../shared/api/replySchemas';
import {
  CopyTemplatesBody,
  TEMPLATE_PAGE_SIZE,
  TemplatesBody,
  TemplatesReply,
  workoutPaths,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { signInRequired } from '../../plugins/authentication';
import { workoutQuery, workoutSubjectRefusals } from './workoutSubject';
import { addRoutines, namesPatient } from '../../services/workout/prescribeRoutines';
import type { CatalogueIndex } from '../../services/workout/catalogueIndex';
import { routineFromTemplate } from '../../services/workout/routineFromTemplate';
import { selectedEntries } from './selectedLists';
import { sendRefusal } from '../../services/refusal';

const tags = ['Workout routines'];

/**
 * 'Select Routines' (docs/product.md#workout-routines): a page of template routines, filtered by category or by a
 * search of names and listings, and copying the chosen ones into the user's routines.
 */
export function templateRoutes(index: CatalogueIndex): FastifyPluginCallbackTypebox {
  return (app, _options, done) => {
    // The dialog sends a form (docs/product.md#workout-routines); its fields arrive as text and are checked as such.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.post(
      workoutPaths.templates,
      {
        onRequest: app.authenticate,
        config: { access: 'own' },
        schema: {
          summary: `A page of template routines (${TEMPLATE_PAGE_SIZE} a page), by category or by a search of names and listings`,
          tags,
          security: signInRequired.security,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: TemplatesBody,
          response: { 200: TemplatesReply, 400: ErrorReply, ...signInRequired.responses },
        },
      },
      (request) => ({ status: 'success' as const, data: index.templatePage(request.body) }),
    );

    app.post(
      workoutPaths.copyTemplates,
      {
        onRequest: app.authenticate,
        config: { access: 'write' },
        schema: {
          summary:
            "Copy template routines into the user's routines, or prescribe them to a patient (patient_id, with a plan)",
          tags,
          security: signInRequired.security,
          querystring: workoutQuery(),
          body: CopyTemplatesBody,
          response: {
            201: SuccessMessageReply,
            400: ErrorReply,
            ...workoutSubjectRefusals,
            ...signInRequired.responses,
          },
        },
      },
      async (request, reply) => {
        const templates = selectedEntries(
          'template_routines',
          request.body.template_routines,
          (id) => index.template(id),
        );
        const access = await addRoutines(
          app,
          request,
          templates.ok ? templates.value.map(routineFromTemplate) : [],
          request.body.plan,
          templates.ok ? null : templates.refusal,
        );
        if (access.refused) return sendRefusal(reply, access);
        return reply.status(201).send({
          status: 'success' as const,
          message: namesPatient(request)
            ? workoutMessages.routinePrescribed
            : workoutMessages.routineAdded,
        });
      },
    );

    done();
  };
}
