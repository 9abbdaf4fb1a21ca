import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/authentication';
import { errorReply, ErrorReply } from '../../../shared/api/replySchemas';
import { isCalendarDate, latestTodayOnEarth } from '../../../shared/dates/dateRanges';
import { datasetToJsonSchema } from '../../../shared/profile-config/datasetToJsonSchema';
import type {
  ProfileConfig,
  ProfileDataset,
} from '../../../shared/profile-config/profileConfigSchema';
import { insertReading } from '../../db/repositories/readingsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { parseCreatedOn } from './readingTimestamps';
import { writePathOf } from '../../../shared/profile-config/writePathOf';

const WriteReply = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: {
    status: { const: 'success' },
    message: { type: 'string' },
    data: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] },
  },
} as const;

/** A date-typed element may not be in the future either (002 §5). */
function futureDateElement(dataset: ProfileDataset, body: ReadingValues): string | undefined {
  for (const element of dataset.structure.elements) {
    if (element.value_type !== 'date') continue;
    const value = body[element.name];
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      return `${element.name} must be a real date as yyyy-MM-dd`;
    }
    if (value > latestTodayOnEarth()) return `${element.name} cannot be in the future`;
  }
  return undefined;
}

/**
 * One POST route per dataset, at the profile's write path with the dataset's
 * post_api_name, validating the body against the JSON Schema built from its elements.
 */
export function registerReadingWriteRoutes(app: FastifyInstance, config: ProfileConfig): void {
  for (const dataset of config.datasets) {
    app.post(
      writePathOf(config, dataset),
      {
        preHandler: app.authenticate,
        schema: {
          summary: `Add a ${dataset.name} reading (${config.name} profile)`,
          tags: [config.name],
          security: [{ motus: [] }],
          body: datasetToJsonSchema(dataset),
          response: { 200: WriteReply, 400: ErrorReply, 401: ErrorReply },
        },
      },
      async (request, reply) => {
        const { created_on: createdOnText, ...values } = request.body as ReadingValues;
        const createdOn = parseCreatedOn(String(createdOnText));
        if ('error' in createdOn) return reply.status(400).send(errorReply(createdOn.error));
        const dateProblem = futureDateElement(dataset, values);
        if (dateProblem) return reply.status(400).send(errorReply(dateProblem));

        const id = await insertReading(app.deps.database.db, {
          userId: signedIn(request).user.id,
          datasetId: dataset.id,
          createdOn: createdOn.value,
          values,
        });
        return { status: 'success' as const, message: config.messages.added, data: { id } };
      },
    );
  }
}
