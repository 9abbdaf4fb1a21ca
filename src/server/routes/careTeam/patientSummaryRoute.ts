import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import {
  PatientSummaryParams,
  PatientSummaryReply,
} from '../../../shared/api/patientSummaryContract';
import { ErrorReply } from '../../../shared/api/replySchemas';
import { signInRequired } from '../../plugins/authentication';
import { fhirDatasetIndex } from '../../services/fhir/fhirDatasetIndex';
import {
  readPatientSummary,
  summaryPartsOf,
  type SummaryContext,
} from '../../services/patientSummary/readPatientSummary';
import { catalogueIndex } from '../../services/workout/catalogueIndex';
import { sendRefusal } from '../../services/refusal';

const tags = ['Care team: patient summary'];

/**
 * What a doctor reads of one patient before a call (docs/sharing.md): within the patient's
 * grant, each area read and logged as the engine's pages read it.
 */
export const patientSummaryRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const configs = app.deps.profileConfigs;
  const context: SummaryContext = {
    configs,
    parts: summaryPartsOf(configs, fhirDatasetIndex(configs)),
    catalogue: catalogueIndex(app.deps.workoutCatalogue),
  };

  app.get(
    careTeamPaths.patientSummary,
    {
      onRequest: app.authenticate,
      // A read of a patient's data: the patient is named by the path rather than ?patient_id=.
      config: { access: 'read' },
      schema: {
        summary:
          "A doctor's summary of one patient: standing records, vital signs, the last laboratory panels, pain and training, as the grant allows",
        tags,
        security: signInRequired.security,
        params: PatientSummaryParams,
        response: {
          200: PatientSummaryReply,
          400: ErrorReply,
          403: ErrorReply,
          ...signInRequired.responses,
        },
      },
    },
    async (request, reply) => {
      const access = await readPatientSummary(
        app,
        request,
        Number(request.params.patient_id),
        context,
      );
      // Every refusal is the care team's one 403 (decision 022).
      if (access.refused) return sendRefusal(reply, access);
      return { status: 'success' as const, data: access.value };
    },
  );

  done();
};
