import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/authentication';
import { Type } from 'typebox';
import {
  ChartRecordSchema,
  DownsampledNote,
  ReadRangeBody,
  type ChartRecord,
} from '../../../shared/api/readingContract';
import { errorReply, ErrorReply } from '../../../shared/api/replySchemas';
import { isCalendarDate } from '../../../shared/dates/dateRanges';
import type { ProfileConfig, ProfileTab } from '../../../shared/profile-config/profileConfigSchema';
import { listReadingsInRange } from '../../db/repositories/readingsRepository';
import { downsampleReadings } from '../../services/readings/downsampleReadings';
import { displayCreatedOn } from './readingTimestamps';

function readReplySchema(tab: ProfileTab) {
  return Type.Object({
    status: Type.Literal('success'),
    [tab.list]: Type.Array(ChartRecordSchema),
    downsampled: Type.Optional(DownsampledNote),
  });
}

/**
 * One POST route per tab read path of the specification; the reply carries the readings
 * under the tab's list key ('details' or 'data'), oldest first.
 */
export function registerReadingReadRoutes(
  app: FastifyInstance,
  config: ProfileConfig,
  registeredReads: Set<string>,
): void {
  for (const tab of config.tabs) {
    // Two tabs may chart one read (the validator refuses one read for two datasets).
    if (registeredReads.has(tab.read)) continue;
    registeredReads.add(tab.read);
    const fields = tab.series.map((series) => series.field);

    app.post(
      tab.read,
      {
        preHandler: app.authenticate,
        schema: {
          summary: `Read ${tab.label} over a date range (${config.name} profile)`,
          tags: [config.name],
          security: [{ motus: [] }],
          body: ReadRangeBody,
          response: { 200: readReplySchema(tab), 400: ErrorReply, 401: ErrorReply },
        },
      },
      async (request, reply) => {
        const { date_from, date_to, max_points } = request.body as ReadRangeBody;
        if (!isCalendarDate(date_from) || !isCalendarDate(date_to)) {
          return reply.status(400).send(errorReply('date_from and date_to must be real dates'));
        }
        if (date_to < date_from) {
          return reply.status(400).send(errorReply('date_to cannot be before date_from'));
        }
        const stored = await listReadingsInRange(
          app.deps.database.db,
          signedIn(request).user.id,
          tab.dataset,
          date_from,
          date_to,
        );
        const records: ChartRecord[] = stored.map((reading) => ({
          id: reading.id,
          created_on: displayCreatedOn(reading.created_on),
          ...reading.values,
        }));
        if (max_points !== undefined && records.length > max_points) {
          return {
            status: 'success' as const,
            [tab.list]: downsampleReadings(records, fields, max_points),
            downsampled: { total: records.length, max_points },
          };
        }
        return { status: 'success' as const, [tab.list]: records };
      },
    );
  }
}
