import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  FhirImportBody,
  FhirImportQuery,
  FhirImportReply,
  type FhirImportSummary,
} from '../../../shared/api/fhirImportContract';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import { MAX_FHIR_IMPORT_BODY_BYTES } from '../../config/requestBodyLimit';
import { storeReadingsNotHeld } from '../../db/repositories/importedReadingsRepository';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { accessData } from '../../services/access/accessData';
import { fhirDatasetIndex } from '../../services/fhir/fhirDatasetIndex';
import { bundleResources } from '../../services/fhirImport/bundleResources';
import { checkBundleReadings } from '../../services/fhirImport/checkBundleReadings';
import { importAccessArea } from '../../services/fhirImport/importAccessArea';
import { invalidReadingsReply } from '../../services/fhirImport/invalidReadingsReply';
import { sortBundleResources } from '../../services/fhirImport/sortBundleResources';
import { personTimeZone } from '../../services/timeZones/personTimeZone';

const tags = ['Your data'];

/**
 * The import of a FHIR R4 Bundle into the signed-in person's own readings: a Motus export
 * (from this server or another), or the Observations of any Bundle that the configs' LOINC
 * and UCUM pairs place. Every reading is judged as a write of its dataset would be; one bad
 * reading refuses the whole import, and nothing is stored half.
 */
export const fhirImportRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const index = fhirDatasetIndex(app.deps.profileConfigs, app.deps.env.publicUrl);

  // FHIR's own media type is JSON: read as the app reads application/json (prototype
  // poisoning refused), within this route's own body limit.
  app.addContentTypeParser(
    FHIR_JSON_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    yourDataEndpoints.importFhir,
    {
      preHandler: app.authenticate,
      config: { access: 'own' },
      bodyLimit: MAX_FHIR_IMPORT_BODY_BYTES,
      schema: {
        summary:
          "Import a FHIR R4 Bundle into the signed-in person's readings: a Motus export, or Observations the configs' LOINC and UCUM codes map (up to 50 MB)",
        tags,
        security: signInRequired.security,
        consumes: [FHIR_JSON_MEDIA_TYPE, 'application/json'],
        querystring: FhirImportQuery,
        body: FhirImportBody,
        response: {
          200: FhirImportReply,
          400: ErrorReply,
          ...signInRequired.responses,
          403: PinRefusalReply,
          413: ErrorReply,
          415: ErrorReply,
          429: PinRefusalReply,
        },
      },
    },
    async (request, reply) => {
      const bundle = bundleResources(request.body);
      if ('problem' in bundle) return reply.status(400).send(errorReply(bundle.problem));
      const sorted = sortBundleResources(
        bundle.resources,
        index,
        personTimeZone(signedIn(request).user.time_zone),
      );
      const checked = checkBundleReadings(sorted.candidates, (schema) =>
        request.compileValidationSchema(schema, 'body'),
      );
      if ('problems' in checked) {
        return reply.status(400).send(invalidReadingsReply(checked.problems));
      }

      const userId = signedIn(request).user.id;
      const db = app.deps.database.db;
      const area = await importAccessArea(db, userId, checked.profileIds, app.deps.profileConfigs);
      const access = await accessData(app, request, { action: 'write', on: area }, (subject) =>
        storeReadingsNotHeld(db, subject, checked.readings, {
          readerUserId: subject,
          readerKind: 'self',
          action: 'import',
          profile: checked.profileIds.length === 1 ? (checked.profileIds[0] ?? null) : null,
        }),
      );
      if (!access.granted) {
        return reply.status(access.statusCode as 400 | 403 | 429).send(access.body);
      }
      const summary: FhirImportSummary = {
        imported: access.value,
        already_held: checked.readings.length - access.value,
        skipped: sorted.skipped,
        refused: sorted.refused,
      };
      return {
        status: 'success' as const,
        message: fhirImportMessages.imported(access.value),
        data: summary,
      };
    },
  );
  done();
};
