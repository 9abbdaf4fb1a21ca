import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { ProfileDataset } from './profileConfigSchema';
import { readingFormSchema } from './readingFormSchema';
import {
  FORM_VALIDATOR_FORMATS,
  FORM_VALIDATOR_RUNTIME_MODULES,
  READING_FORM_AJV_OPTIONS,
} from './readingFormValidation';

/** What the code asks the browser's runtime for that it does not provide. */
function unprovidedRuntime(code: string): string | undefined {
  for (const [, name = ''] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!(FORM_VALIDATOR_RUNTIME_MODULES as readonly string[]).includes(name)) return name;
  }
  for (const [, named, quoted] of code.matchAll(/\.fullFormats(?:\.([\w$]+)|\[("[^"]+")\])/g)) {
    const format = named ?? (JSON.parse(quoted ?? '""') as string);
    if (!(FORM_VALIDATOR_FORMATS as readonly string[]).includes(format)) {
      return `the "${format}" format`;
    }
  }
  return undefined;
}

/**
 * The source of a function `formValidators(require)` that returns the Add Data validators of
 * the datasets given, keyed by the hash of each dataset's form schema: ajv's standalone code,
 * so the browser validates without ajv's compiler (decision 017). It is what rjsf's
 * compileSchemaValidatorsCode makes for one schema, with rjsf's own ajv instance and options,
 * for several schemas at once when asked (one ajv is several times faster than one each).
 */
export function formValidatorsFactorySource(datasets: readonly ProfileDataset[]): string {
  const schemas: Record<string, RJSFSchema> = {};
  for (const dataset of datasets) {
    Object.assign(schemas, schemaParser(readingFormSchema(dataset)));
  }
  const ajv = createAjvInstance(undefined, undefined, {
    ...READING_FORM_AJV_OPTIONS,
    code: { lines: false, source: true },
    schemas: Object.values(schemas),
  });
  const code = standaloneCode(ajv);
  const missing = unprovidedRuntime(code);
  if (missing !== undefined) {
    const names = datasets.map((dataset) => `"${dataset.name}"`).join(', ');
    throw new Error(
      `The Add Data validators of ${names} need ${missing}, which the browser does not provide ` +
        `(add it to FORM_VALIDATOR_RUNTIME_MODULES or FORM_VALIDATOR_FORMATS and the browser's ` +
        `runtime, or change the dataset's elements)`,
    );
  }
  return `function formValidators(require) {\nconst exports = {};\n${code}\nreturn exports;\n}`;
}

/** The JavaScript module the server sends for a dataset: the factory as its default export. */
export function formValidatorsModuleText(dataset: ProfileDataset): string {
  const name = JSON.stringify(dataset.name);
  return (
    `// The Add Data validator of ${name} (dataset ${dataset.id}), compiled by Motus from its config.\n` +
    `export default ${formValidatorsFactorySource([dataset])}\n`
  );
}
