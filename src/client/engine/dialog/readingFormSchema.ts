import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  datasetToJsonSchema,
  type WriteBodySchema,
} from '../../../shared/profile-config/datasetToJsonSchema';
import type { ProfileDataset } from '../../../shared/profile-config/profileConfigSchema';
import { readingWidgetName } from './widgets/readingWidgets';

/** What the form holds: each element's value by name; empty fields are absent. */
export type ReadingFormData = Record<string, number | string | undefined>;

/**
 * The dataset's write schema without created_on: the dialog asks for the day with its own
 * date picker and adds the time when it sends (readingCreatedOn).
 */
export function readingFormSchema(dataset: ProfileDataset): RJSFSchema {
  const { properties, required, ...rest }: WriteBodySchema = datasetToJsonSchema(dataset);
  const { created_on: _createdOn, ...valueProperties } = properties;
  return {
    ...rest,
    properties: valueProperties,
    required: required.filter((name) => name !== 'created_on'),
  };
}

/** Each element gets the widget registered for its kind; the form has no submit of its own. */
export function readingFormUiSchema(dataset: ProfileDataset): UiSchema<ReadingFormData> {
  const uiSchema: UiSchema<ReadingFormData> = {
    'ui:submitButtonOptions': { norender: true },
  };
  for (const element of dataset.structure.elements) {
    uiSchema[element.name] = { 'ui:widget': readingWidgetName(element.value_type) };
  }
  return uiSchema;
}
