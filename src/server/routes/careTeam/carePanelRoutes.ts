import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  PanelReply,
  PanelReviewedParams,
  PanelReviewedReply,
} from '../../../shared/api/carePanelContract';
import { carePanelPaths } from '../../../shared/api/carePanelParameters';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { markReviewed } from '../../db/repositories/carePanelRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { grantAreaIds } from '../../services/careTeam/grantTerms';
import { sharedWithDoctor } from '../../services/careTeam/sharedWithDoctor';
import { sendBuiltJson } from '../../services/caching/preparedReply';
import { carePanelRows, type PatientRecords } from '../../services/carePanel/carePanel';
import { KeptRecords } from '../../services/carePanel/keptRecords';
import { panelDatasetsOf } from '../../services/carePanel/panelDatasets';

const tags = ["Care team: the clinician's panel"];

/** Patients whose records a server keeps for the panel (decision 047 has what each costs). */
const KEPT_PATIENTS = 5_000;

/**
 * The clinician's panel (decision 044): their own view across the patients who share with
 * them. It acts on the doctor's own list ('own': patient_id means nothing here); which data
 * each row may show is decided by that patient's grant in force, as every doctor's read is.
 */
export const carePanelRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { db } = app.deps.database;
  const allAreas = grantAreaIds(app.deps.profileConfigs);
  const datasets = panelDatasetsOf(app.deps.profileConfigs);
  const kept = new KeptRecords<PatientRecords>(KEPT_PATIENTS);
  const secured = { onRequest: app.authenticate, config: { access: 'own' as const } };

  app.get(
    carePanelPaths.panel,
    {
      ...secured,
      schema: {
        summary:
          "The signed-in clinician's patients, one row each, sorted by need: flags, days with data, adherence, pain, results out of range",
        tags,
        security: signInRequired.security,
        response: { 200: PanelReply, 403: ErrorReply, ...signInRequired.responses },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (!user.is_doctor) {
        return reply.status(403).send(errorReply(careTeamMessages.panelOnlyForClinicians));
      }
      const data = await carePanelRows({ db, datasets, allAreas, kept }, user.id);
      const body: PanelReply = { status: 'success', data };
      return sendBuiltJson(request, reply, body);
    },
  );

  app.post(
    carePanelPaths.reviewed,
    {
      ...secured,
      schema: {
        summary:
          'The clinician has reviewed this patient: results out of range count again from now',
        tags,
        security: signInRequired.security,
        params: PanelReviewedParams,
        response: {
          200: PanelReviewedReply,
          400: ErrorReply,
          403: ErrorReply,
          ...signInRequired.responses,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const patientId = Number(request.params.patient_id);
      // One refusal, whether the patient exists or shares nothing: as every doctor's read.
      const shared = user.is_doctor ? await sharedWithDoctor(db, user.id, allAreas) : undefined;
      if (!shared?.has(patientId)) {
        return reply.status(403).send(errorReply(careTeamMessages.notShared));
      }
      const reviewedAt = await markReviewed(db, user.id, patientId);
      return {
        status: 'success' as const,
        message: careTeamMessages.reviewed,
        data: { reviewed_at: reviewedAt.toISOString() },
      };
    },
  );

  done();
};
