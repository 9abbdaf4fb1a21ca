import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DatasetCodeSystemReply } from '../../../shared/api/fhirCodeSystemContract';
import {
  FHIR_JSON_MEDIA_TYPE,
  MOTUS_DATASET_CODE_SYSTEM_PATH,
} from '../../../shared/api/yourDataEndpoints';
import { datasetCodeSystem } from '../../services/fhir/datasetCodeSystem';
import { fhirDatasetIndex } from '../../services/fhir/fhirDatasetIndex';

/**
 * The codes of every Motus export, for whoever reads one: public, as any code system is. Made
 * once from the configs the server loaded.
 */
export const datasetCodeSystemRoute: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const codeSystem = datasetCodeSystem(fhirDatasetIndex(app.deps.profileConfigs));

  app.get(
    MOTUS_DATASET_CODE_SYSTEM_PATH,
    {
      schema: {
        summary: "The Motus CodeSystem of datasets and their elements: the export's codes",
        tags: ['Your data'],
        response: {
          200: {
            description: 'The CodeSystem resource',
            content: { [FHIR_JSON_MEDIA_TYPE]: { schema: DatasetCodeSystemReply } },
          },
        },
      },
    },
    async (_request, reply) => {
      void reply.type(FHIR_JSON_MEDIA_TYPE);
      return codeSystem;
    },
  );
  done();
};
