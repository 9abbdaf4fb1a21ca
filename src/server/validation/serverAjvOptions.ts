import type { Options } from 'ajv';
import { UNIT_KEYWORD } from '../../shared/profile-config/datasetToJsonSchema';

/**
 * Fastify's ajv, strict: no type coercion, no defaults filled in and no silently dropped
 * fields, and rjsf's multipleOfPrecision, so the server and the browser's form agree on
 * what is valid (a test runs one fixture set through both).
 */
export const serverAjvOptions: Options = {
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  allErrors: false,
  multipleOfPrecision: 8,
  // Dataset write schemas carry each value's unit as an annotation (datasetToJsonSchema).
  keywords: [UNIT_KEYWORD],
};
