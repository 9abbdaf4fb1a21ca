import type { Readable } from 'node:stream';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { todayIso } from '../../../shared/dates/dateRanges';
import { signInRequired } from '../../plugins/authentication';
import { writeCsvExport } from '../../services/yourData/writeCsvExport';
import { ZipStream, ZipStreamClosed } from '../../services/yourData/zipStream';
import { sendRefusal } from '../../services/refusal';
import { ExportQuery, exportRefusals, startExport } from './exportRequest';

// Sent as a stream, never serialised: the schema documents it, the type is what is sent.
const ZipFile = Type.Unsafe<Readable>({
  type: 'string',
  contentMediaType: 'application/zip',
  description:
    'A zip: <profile id>/<dataset id>-<name>.csv per dataset with readings, workout/routines.csv, workout/sessions.csv, workout/session-exercises.csv, access-log.csv and README.txt.',
});

/** motus-2026-11-26.zip */
export function csvExportFileName(today: string): string {
  return `motus-${today}.zip`;
}

/**
 * The signed-in person's data as CSV files in a zip, streamed as it is read: a person with a
 * secure pin gives it (the export holds the pin-gated profiles too). Logged as an export.
 */
export const csvExportRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    yourDataEndpoints.exportCsv,
    {
      onRequest: app.authenticate,
      config: { access: 'own' },
      schema: {
        summary: 'Everything the signed-in person holds, as CSV files in a zip (streamed)',
        tags: ['Your data'],
        security: signInRequired.security,
        querystring: ExportQuery,
        response: {
          200: ZipFile,
          ...exportRefusals,
        },
      },
    },
    async (request, reply) => {
      const start = await startExport(app, request, request.query[SECURE_PIN_PARAMETER]);
      if (start.refused) return sendRefusal(reply, start);
      const db = app.deps.database.db;
      const zip = new ZipStream();
      const sources = {
        db,
        profileConfigs: app.deps.profileConfigs,
        workoutCatalogue: app.deps.workoutCatalogue,
        publicUrl: app.deps.env.publicUrl,
      };
      writeCsvExport(sources, start.value.userId, zip).catch((error: unknown) => {
        if (error instanceof ZipStreamClosed) return;
        request.log.error(error);
        zip.fail(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('Content-Disposition', `attachment; filename="${csvExportFileName(todayIso())}"`)
        .header('Cache-Control', 'no-store')
        .type('application/zip')
        .send(zip.readable);
    },
  );
  done();
};
