import type { RJSFSchema } from '@rjsf/utils';
import { datasetToJsonSchema, type ValueSchema, type WriteBodySchema } from './datasetToJsonSchema';
import type { ProfileDataset } from './datasetSchema';
import { storedNameOf } from './storedNameOf';

/** What the Add Data form holds: each element's value by name; empty fields are absent. */
export type ReadingFormData = Record<string, number | string | undefined>;

/**
 * The dataset's write schema with each value under its form name and without the record's
 * date: the dialog asks for the day with its own date picker and adds it when it sends.
 * The server compiles the form's validators from this same function (formValidatorsSource),
 * so the browser's schema and the compiled one are the same object, key for key.
 */
export function readingFormSchema(dataset: ProfileDataset): RJSFSchema {
  const {
    properties,
    required: _required,
    ...rest
  }: WriteBodySchema = datasetToJsonSchema(dataset);
  const elements = dataset.structure.elements;
  const formProperties: Record<string, ValueSchema> = {};
  for (const element of elements) {
    const property = properties[storedNameOf(element)];
    if (property) formProperties[element.name] = property;
  }
  return {
    ...rest,
    properties: formProperties,
    required: elements.map((element) => element.name),
  };
}
