import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { ProfileDataset } from './datasetSchema';
import { readingFormSchema } from './readingFormSchema';

/** Compiled validators keyed by the schema's hash, as rjsf's createPrecompiledValidator takes them. */
export type CompiledFormValidators = Record<string, (data: unknown) => boolean>;

/**
 * What a served module exports. ajv's standalone code names its runtime functions with
 * `require(...)`, even when asked for an ES module, so the browser hands it a `require`
 * that returns ajv's own runtime modules (engine/dialog/formValidators/formValidatorRuntime).
 */
export type FormValidatorsFactory = (
  require: (module: string) => unknown,
) => CompiledFormValidators;

/**
 * The source of a function `formValidators(require)` that returns the Add Data validators of
 * a dataset: ajv's standalone code, made by rjsf's compiler with rjsf's own ajv options (the
 * dialog's, so `multipleOfPrecision` 8 takes 0.29 as a multiple of 0.01, as the server does).
 */
export function formValidatorsFactorySource(dataset: ProfileDataset): string {
  const code = compileSchemaValidatorsCode(readingFormSchema(dataset));
  return `function formValidators(require) {\nconst exports = {};\n${code}\nreturn exports;\n}`;
}

/** The JavaScript module the server sends for a dataset: the factory as its default export. */
export function formValidatorsModuleText(dataset: ProfileDataset): string {
  const name = JSON.stringify(dataset.name);
  return (
    `// The Add Data validator of ${name} (dataset ${dataset.id}), compiled by Motus from its config.\n` +
    `export default ${formValidatorsFactorySource(dataset)}\n`
  );
}
