import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  datasetIdOfValidatorFile,
  FORM_VALIDATORS_ROUTE,
} from '../../../shared/api/formValidatorsEndpoint';
import { errorReply } from '../../../shared/api/replySchemas';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { contentTag, isNotModified } from '../../services/caching/preparedReply';

interface CompiledModule {
  body: string;
  etag: string;
}

async function compileModule(dataset: ProfileDataset): Promise<CompiledModule> {
  // Loaded on the first request: rjsf's and ajv's code generator stay out of the server's start.
  const { formValidatorsModuleText } =
    await import('../../../shared/profile-config/formValidatorsSource');
  const body = formValidatorsModuleText(dataset);
  return { body, etag: contentTag(body) };
}

/**
 * GET /api/form-validators/<dataset id>.js: the Add Data validator of a dataset that takes
 * writes, as a JavaScript module the dialog imports (decision 017). Compiled on first request
 * and kept for the server's life; the browser revalidates with the ETag, so a config changed
 * by a restart is picked up.
 */
export function registerFormValidatorsRoute(
  app: FastifyInstance,
  configs: readonly ProfileConfig[],
): void {
  const writable = new Map<number, ProfileDataset>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) writable.set(dataset.id, dataset);
  }
  const compiled = new Map<number, CompiledModule>();

  app.get(
    FORM_VALIDATORS_ROUTE,
    {
      schema: {
        summary: "A dataset's Add Data validator, as a JavaScript module",
        description:
          'An ES module (text/javascript) whose default export builds the validator; file is <dataset id>.js.',
        tags: ['Profiles'],
        params: Type.Object({ file: Type.String() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const datasetId = datasetIdOfValidatorFile(file);
      const dataset = datasetId === undefined ? undefined : writable.get(datasetId);
      if (datasetId === undefined || dataset === undefined) {
        return reply
          .code(404)
          .send(errorReply(`No dataset takes readings under ${file}: ask for <dataset id>.js`));
      }
      let module = compiled.get(datasetId);
      if (module === undefined) {
        module = await compileModule(dataset);
        compiled.set(datasetId, module);
      }
      void reply
        .header('Cache-Control', 'no-cache')
        .header('ETag', module.etag)
        .type('text/javascript; charset=utf-8');
      if (isNotModified(request, module.etag)) return reply.code(304).send();
      return reply.send(module.body);
    },
  );
}
