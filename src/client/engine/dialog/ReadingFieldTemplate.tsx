import { errorId, type FieldTemplateProps } from '@rjsf/utils';
import { UNIT_KEYWORD } from '../../../shared/profile-config/datasetToJsonSchema';
import { FieldError } from '../../ui/forms/FieldError';
import '../../ui/forms/forms.css';

function unitOf(schema: FieldTemplateProps['schema']): string | undefined {
  const unit: unknown = (schema as Record<string, unknown>)[UNIT_KEYWORD];
  return typeof unit === 'string' && unit !== '' ? unit : undefined;
}

/**
 * One reading field: its ui_name as the label with the unit beside it ('Distance (m)'), the
 * control, and the error under it. The root object passes straight through.
 */
export function ReadingFieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawDescription, hidden, displayLabel, schema } = props;
  if (hidden) return null;
  if (schema.type === 'object') return children;
  const unit = unitOf(schema);
  const errors = rawErrors ?? [];
  return (
    <div className="field reading-field">
      {displayLabel !== false ? (
        <label className="field__label" htmlFor={id}>
          {label}
          {unit ? <span className="reading-field__unit"> ({unit})</span> : null}
        </label>
      ) : null}
      {rawDescription ? <p className="field__hint">{rawDescription}</p> : null}
      {children}
      {errors.length > 0 ? <FieldError id={errorId(id)}>{errors.join(' ')}</FieldError> : null}
    </div>
  );
}
