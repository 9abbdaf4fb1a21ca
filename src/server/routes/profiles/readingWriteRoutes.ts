import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeyHeaders } from '../../../shared/api/idempotencyKey';
import { errorReply, ErrorReply } from '../../../shared/api/replySchemas';
import { datasetToJsonSchema } from '../../../shared/profile-config/datasetToJsonSchema';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { writePathsOf } from '../../../shared/profile-config/writePathOf';
import { insertReading, insertReadingOnce } from '../../db/repositories/readingsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { profileAccessArea } from '../../services/access/accessArea';
import { accessData } from '../../services/access/accessData';
import { futureDateElement } from '../../services/readings/futureDateElement';
import { judgedForPerson } from '../../services/readings/readingJudgement';
import { pinRefusalResponses, profileQuerySchema } from './pinQuery';
import { parseRecordDate } from './readingTimestamps';
import { sendRefusal } from '../../services/refusal';

const WriteReply = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: {
    status: { const: 'success' },
    message: { type: 'string' },
    data: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] },
  },
} as const;

/**
 * One POST route per dataset at the profile's write path with the dataset's post_api_name
 * (and at each also_write path), validating the body against the JSON Schema built from its
 * elements.
 * Nothing is written unless every check passes.
 */
export function registerReadingWriteRoutes(app: FastifyInstance, config: ProfileConfig): void {
  const recordDate = recordDateOf(config);
  for (const dataset of config.datasets) {
    for (const url of writePathsOf(config, dataset)) registerWrite(url, dataset);
  }

  function registerWrite(url: string, dataset: ProfileDataset): void {
    app.route({
      method: 'POST',
      url,
      onRequest: app.authenticate,
      config: { access: 'write' },
      schema: {
        summary: `Add a ${dataset.name} record (${config.name} profile)`,
        tags: [config.name],
        security: [{ motus: [] }],
        headers: IdempotencyKeyHeaders,
        body: datasetToJsonSchema(dataset, recordDate),
        ...profileQuerySchema(config),
        response: {
          200: WriteReply,
          400: ErrorReply,
          401: ErrorReply,
          ...pinRefusalResponses(config),
        },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { [recordDate.field]: dateText, ...values } = request.body as ReadingValues;
        const recordDay = parseRecordDate(String(dateText), recordDate.field);
        if ('error' in recordDay) return reply.status(400).send(errorReply(recordDay.error));
        const dateProblem = futureDateElement(dataset, values);
        if (dateProblem) return reply.status(400).send(errorReply(dateProblem));
        // One string at most: the headers schema above refused anything else.
        const idempotencyKey = (request.headers as Record<string, string | undefined>)[
          IDEMPOTENCY_KEY_HEADER
        ];

        const access = await accessData(
          app,
          request,
          { action: 'write', on: profileAccessArea(config) },
          async (subjectUserId) => {
            const db = app.deps.database.db;
            const reading = {
              userId: subjectUserId,
              datasetId: dataset.id,
              createdOn: recordDay.value,
              values,
            };
            const [judged] = await judgedForPerson(db, subjectUserId, [reading], () => dataset);
            const stored = judged ?? reading;
            return idempotencyKey === undefined
              ? insertReading(db, stored)
              : insertReadingOnce(db, stored, idempotencyKey);
          },
        );
        if (access.refused) return sendRefusal(reply, access);
        return {
          status: 'success' as const,
          message: config.messages.added,
          data: { id: access.value },
        };
      },
    });
  }
}
