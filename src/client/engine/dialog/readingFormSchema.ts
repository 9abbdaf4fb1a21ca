import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  datasetToJsonSchema,
  type ValueSchema,
  type WriteBodySchema,
} from '../../../shared/profile-config/datasetToJsonSchema';
import type { ProfileDataset } from '../../../shared/profile-config/profileConfigSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { readingWidgetName } from './widgets/readingWidgets';

/** What the form holds: each element's value by name; empty fields are absent. */
export type ReadingFormData = Record<string, number | string | undefined>;

/**
 * The dataset's write schema with each value under its form name and without the record's
 * date: the dialog asks for the day with its own date picker and adds it when it sends.
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

/** The form's values (by form name) as the write sends them (by stored name); empty ones left out. */
export function storedValuesOf(
  dataset: ProfileDataset,
  formData: ReadingFormData,
): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  for (const element of dataset.structure.elements) {
    const value = formData[element.name];
    if (value !== undefined) values[storedNameOf(element)] = value;
  }
  return values;
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
