import type { UiSchema } from '@rjsf/utils';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';
import { readingWidgetName } from './widgets/readingWidgets';

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
