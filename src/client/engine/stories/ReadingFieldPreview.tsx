import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useState } from 'react';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { engineStateTexts } from '../engineTexts';
import { readingErrorMessages } from '../dialog/readingErrorMessages';
import {
  readingFormSchema,
  type ReadingFormData,
} from '../../../shared/profile-config/readingFormSchema';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { readingFormTemplates } from '../dialog/readingFormTemplates';
import { readingFormUiSchema } from '../dialog/readingFormUiSchema';
import { compileFormValidatorsInProcess } from '../testing/inProcessFormValidators';
import { readingWidgets } from '../dialog/widgets/readingWidgets';
import '../dialog/AddDataDialog.css';

export interface ReadingFieldPreviewProps {
  element: ProfileElement;
  /** Show the field as after a failed Add Data: its error under it. */
  showErrors?: boolean;
}

/**
 * One element rendered as the Add Data dialog renders it (same schema, templates, widgets
 * and messages), for the widget stories.
 */
export function ReadingFieldPreview({ element, showErrors = false }: ReadingFieldPreviewProps) {
  const dataset = {
    id: 1,
    name: 'Preview',
    post_api_name: 'preview',
    structure: { elements: [element] },
  };
  const schema = readingFormSchema(dataset);
  const [validator] = useState(() =>
    createPrecompiledValidator<ReadingFormData>(compileFormValidatorsInProcess(dataset), schema),
  );
  const [formData, setFormData] = useState<ReadingFormData>({});
  return (
    <div style={{ maxWidth: '20rem' }}>
      <Form<ReadingFormData>
        schema={schema}
        uiSchema={readingFormUiSchema(dataset)}
        formData={formData}
        validator={validator}
        widgets={readingWidgets}
        templates={readingFormTemplates}
        transformErrors={readingErrorMessages(schema)}
        showErrorList={false}
        noHtml5Validate
        extraErrors={
          showErrors
            ? // A computed key loses the index type; the shape is rjsf's error schema.
              ({
                [element.name]: { __errors: [engineStateTexts.fieldRequired] },
              } as ErrorSchema<ReadingFormData>)
            : undefined
        }
        onChange={(event) => setFormData(event.formData ?? {})}
      />
    </div>
  );
}
