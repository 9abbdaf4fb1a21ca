import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  DownsampledNote,
  ReadRangeBody,
  ReadRangeQuery,
  recordSchema,
  type ReadRecord,
} from '../../../shared/api/readingContract';
import { DATA_FOUND_MESSAGE, NO_DATA_MESSAGE } from '../../../shared/messages/readingMessages';
import { errorReply, ErrorReply } from '../../../shared/api/replySchemas';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { isChartTab } from '../../../shared/profile-config/profileTabKinds';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { CHART_GZIP_LEVEL, COMPRESS_FROM_BYTES } from '../../config/compression';
import { profileAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import { acceptsGzip } from '../../services/readings/acceptsGzip';
import { readingsJsonInRange } from '../../db/repositories/readingsRepository';
import { sendGzipped } from '../../services/caching/preparedReply';
import { downsampleReadings } from '../../services/readings/downsampleReadings';
import { pinRefusalResponses, profileQuerySchema } from './pinQuery';
import { sendRefusal } from '../../services/refusal';

function readReplySchema(tab: ProfileTab, dateField: string) {
  return Type.Object({
    status: Type.Literal('success'),
    message: Type.String({ description: `'${NO_DATA_MESSAGE}' when the range holds no record.` }),
    [tab.list]: Type.Array(recordSchema(dateField)),
    downsampled: Type.Optional(DownsampledNote),
  });
}

/** The reply around the records: `{"status":"success","message":…,"<list>":` … `}`. */
function replyOpening(message: string, list: string): Buffer {
  return Buffer.from(
    `{"status":"success","message":${JSON.stringify(message)},${JSON.stringify(list)}:`,
  );
}
const REPLY_CLOSING = Buffer.from('}');

interface RangeRequest {
  date_from: string;
  date_to: string;
  max_points?: number;
}

/**
 * One route per tab's read path (each config's, listed in docs/api.md): POST with the range in the body (the
 * charts), or GET with it in the query (the medical records). The reply carries the records
 * under the tab's list key ('details' or 'data'), oldest first, each with its date under the
 * profile's date field.
 */
export function registerReadingReadRoutes(
  app: FastifyInstance,
  config: ProfileConfig,
  registeredReads: Set<string>,
): void {
  const recordDate = recordDateOf(config);
  const on = profileAccessArea(config);
  const datasetNames = new Map(config.datasets.map((dataset) => [dataset.id, dataset.name]));
  for (const tab of config.tabs) {
    // Two tabs may show one read (the validator refuses one read for two datasets).
    if (registeredReads.has(tab.read)) continue;
    registeredReads.add(tab.read);
    const fields = isChartTab(tab) ? tab.series.map((series) => series.field) : [];
    const method = tab.read_method ?? 'POST';
    const replyOpenings = {
      [NO_DATA_MESSAGE]: replyOpening(NO_DATA_MESSAGE, tab.list),
      [DATA_FOUND_MESSAGE]: replyOpening(DATA_FOUND_MESSAGE, tab.list),
    };
    const rangeInQuery = method === 'GET';

    app.route({
      method,
      url: tab.read,
      onRequest: app.authenticate,
      config: { access: 'read' },
      schema: {
        summary: `Read ${tab.label} over a date range (${config.name} profile)`,
        tags: [config.name],
        security: [{ motus: [] }],
        ...(rangeInQuery ? {} : { body: ReadRangeBody }),
        ...profileQuerySchema(config, rangeInQuery ? ReadRangeQuery.properties : {}),
        response: {
          200: readReplySchema(tab, recordDate.field),
          400: ErrorReply,
          401: ErrorReply,
          ...pinRefusalResponses(config),
        },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const asked = (rangeInQuery ? request.query : request.body) as RangeRequest;
        const { date_from, date_to, max_points } = asked;
        if (date_to < date_from) {
          return reply.status(400).send(errorReply('date_to cannot be before date_from'));
        }
        const range: DateRange = { date_from, date_to };
        const access = await accessData(
          app,
          request,
          {
            action: 'read',
            on,
            dataset: { id: tab.dataset, name: datasetNames.get(tab.dataset) ?? tab.label },
            range,
          },
          (subjectUserId) =>
            readingsJsonInRange(app.deps.database.db, {
              userId: subjectUserId,
              datasetId: tab.dataset,
              dateFrom: date_from,
              dateTo: date_to,
              dateField: recordDate.field,
              withTime: recordDate.time,
            }),
        );
        if (access.refused) return sendRefusal(reply, access);

        const { count, json } = access.value;
        const message = count === 0 ? NO_DATA_MESSAGE : DATA_FOUND_MESSAGE;
        // Only a chart is thinned: a table of records shows every one of them.
        if (max_points !== undefined && fields.length > 0 && count > max_points) {
          const records = JSON.parse(json) as ReadRecord[];
          return {
            status: 'success' as const,
            message,
            [tab.list]: downsampleReadings(records, fields, max_points, recordDate.field),
            downsampled: { total: count, max_points },
          };
        }
        // The database's JSON goes out as it came, in bytes: a Buffer reply is neither
        // serialized again nor re-encoded, and the socket takes it several times faster.
        reply.type('application/json; charset=utf-8');
        const opening = replyOpenings[message];
        const wantsGzip = acceptsGzip(request.headers['accept-encoding']);
        const whole = Buffer.concat([opening, Buffer.from(json), REPLY_CLOSING]);
        if (!wantsGzip || whole.byteLength < COMPRESS_FROM_BYTES) return reply.send(whole);
        return sendGzipped(reply, gzipSync(whole, { level: CHART_GZIP_LEVEL }));
      },
    });
  }
}
