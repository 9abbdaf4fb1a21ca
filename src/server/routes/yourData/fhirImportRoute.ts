import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  FhirImportBody,
  FhirImportQuery,
  FhirImportRefusal,
  FhirImportReply,
  type FhirImportSummary,
} from '../../../shared/api/fhirImportContract';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';
import { PinRefusalReply } from '../../../shared/api/securePinContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import { MAX_FHIR_IMPORT_BODY_BYTES } from '../../config/requestBodyLimit';
import { storeImportNotHeld } from '../../db/repositories/importedReadingsRepository';
import { judgedForPerson } from '../../services/readings/readingJudgement';
import { signInRequired, signedIn } from '../../plugins/authentication';
import { accessData } from '../../services/access/accessData';
import { fhirDatasetIndex } from '../../services/fhir/fhirDatasetIndex';
import { bundleResources } from '../../services/fhirImport/bundleResources';
import { checkBundleReadings } from '../../services/fhirImport/checkBundleReadings';
import { importAccessArea } from '../../services/fhirImport/importAccessArea';
import { invalidReadingsReply } from '../../services/fhirImport/invalidReadingsReply';
import { sortBundleResources } from '../../services/fhirImport/sortBundleResources';
import { RECREATED_ROUTINE } from '../../services/fhirImport/recreatedRoutine';
import { personTimeZone } from '../../services/timeZones/personTimeZone';
import { sendRefusal } from '../../services/refusal';
import { exerciseNamesOf } from '../../services/workout/exerciseNames';

const tags = ['Your data'];

/**
 * The import of a FHIR R4 Bundle into the signed-in person's own readings: a Motus export
 * (from this server or another), or the Observations of any Bundle that the configs' LOINC
 * and UCUM pairs place, with the routine sessions of an export. Every reading is judged as a
 * write of its dataset would be; one problem anywhere refuses the whole import with every
 * problem of every entry listed, and nothing is stored half.
 */
export const fhirImportRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const index = fhirDatasetIndex(app.deps.profileConfigs);
  const datasetOf = (datasetId: number) => index.byId.get(datasetId)?.dataset;
  const exerciseIdOf = exerciseNamesOf(app.deps.workoutCatalogue).idOf;

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
      onRequest: app.authenticate,
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
          400: FhirImportRefusal,
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
        exerciseIdOf,
        personTimeZone(signedIn(request).user.time_zone),
      );
      const checked = checkBundleReadings(sorted.candidates, (schema) =>
        request.compileValidationSchema(schema, 'body'),
      );
      const problems = [...sorted.problems, ...checked.problems];
      if (problems.length > 0) return reply.status(400).send(invalidReadingsReply(problems));

      const userId = signedIn(request).user.id;
      const db = app.deps.database.db;
      const area = await importAccessArea(db, userId, checked.profileIds, app.deps.profileConfigs);
      const access = await accessData(
        app,
        request,
        { action: 'write', on: area },
        async (subject) =>
          storeImportNotHeld(
            db,
            subject,
            {
              readings: await judgedForPerson(db, subject, checked.readings, datasetOf),
              sessions: sorted.sessions,
            },
            RECREATED_ROUTINE,
            {
              readerUserId: subject,
              readerKind: 'self',
              action: 'import',
              profile: checked.profileIds.length === 1 ? (checked.profileIds[0] ?? null) : null,
            },
          ),
      );
      if (access.refused) return sendRefusal(reply, access);
      const stored = access.value;
      const summary: FhirImportSummary = {
        imported: stored.readings,
        already_held: checked.readings.length - stored.readings,
        sessions: {
          imported: stored.sessions.imported,
          already_held: sorted.sessions.length - stored.sessions.imported,
          routines_created: stored.sessions.routinesCreated,
        },
        skipped: sorted.skipped,
      };
      return {
        status: 'success' as const,
        message: fhirImportMessages.imported(stored.readings, stored.sessions.imported),
        data: summary,
      };
    },
  );
  done();
};
