import type { FormProps } from '@rjsf/core';
import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';
import { ReadingFieldTemplate } from './ReadingFieldTemplate';
import { ReadingObjectTemplate } from './ReadingObjectTemplate';

/** Our layout in place of rjsf's default Bootstrap-like markup. */
export const readingFormTemplates: FormProps<ReadingFormData>['templates'] = {
  FieldTemplate: ReadingFieldTemplate,
  ObjectFieldTemplate: ReadingObjectTemplate,
};
