import { Readable } from 'node:stream';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { signInRequired } from '../../plugins/authentication';
import { streamFhirBundle } from '../../services/fhir/fhirBundle';
import { fhirExportContext } from '../../services/fhir/fhirExportContext';
import { sendRefusal } from '../../services/refusal';
import { ExportQuery, exportRefusals, startExport } from './exportRequest';

// Sent as a stream, never serialised: the schema documents what is sent.
const FhirBundleFile = Type.Unsafe<Readable>({
  type: 'object',
  description:
    'A FHIR R4 Bundle (type collection): the Patient first, then one resource per reading (an Observation, or for a medical record its AllergyIntolerance, Condition, Procedure, FamilyMemberHistory or MedicationStatement), one Observation per routine session, the grants as Consent and the access log as AuditEvent.',
});

/** motus-2026-11-26.fhir.json */
export function fhirExportFileName(today: string): string {
  return `motus-${today}.fhir.json`;
}

/**
 * Everything the signed-in person holds as one FHIR R4 Bundle, streamed as it is read a page
 * at a time: a person with a secure pin gives it (the export holds the pin-gated profiles
 * too). Only one's own data: a doctor exports no patient's. Logged as an export.
 */
export const fhirExportRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const context = fhirExportContext(app.deps.profileConfigs, app.deps.workoutCatalogue);

  app.get(
    yourDataEndpoints.exportFhir,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        summary: 'Everything the signed-in person holds, as a FHIR R4 Bundle (streamed)',
        tags: ['Your data'],
        security: signInRequired.security,
        querystring: ExportQuery,
        response: {
          200: {
            description: 'The Bundle, as a file to save',
            content: { [FHIR_JSON_MEDIA_TYPE]: { schema: FhirBundleFile } },
          },
          ...exportRefusals,
        },
      },
    },
    async (request, reply) => {
      const start = await startExport(app, request, request.query[SECURE_PIN_PARAMETER]);
      if (start.refused) return sendRefusal(reply, start);
      const db = app.deps.database.db;
      const pieces = Readable.from(streamFhirBundle(db, start.value.userId, {}, context));
      // A failure half way leaves a file that is not JSON: the download is seen to have failed.
      pieces.on('error', (error) => request.log.error(error));
      return reply
        .header('Content-Disposition', `attachment; filename="${fhirExportFileName(todayIso())}"`)
        .header('Cache-Control', 'no-store')
        .type(FHIR_JSON_MEDIA_TYPE)
        .send(pieces);
    },
  );
  done();
};
