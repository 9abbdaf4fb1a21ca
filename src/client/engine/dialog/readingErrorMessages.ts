import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { engineStateTexts } from '../engineTexts';

interface Limits {
  minimum?: number;
  maximum?: number;
}

function limitsOf(schema: RJSFSchema, property: string | undefined): Limits {
  const name = property?.replace(/^\./, '') ?? '';
  const field = schema.properties?.[name];
  return typeof field === 'object' ? { minimum: field.minimum, maximum: field.maximum } : {};
}

function rangeText({ minimum, maximum }: Limits): string | undefined {
  if (minimum !== undefined && maximum !== undefined)
    return engineStateTexts.valueFromTo(minimum, maximum);
  if (minimum !== undefined) return engineStateTexts.valueAtLeast(minimum);
  if (maximum !== undefined) return engineStateTexts.valueAtMost(maximum);
  return undefined;
}

function plainMessage(error: RJSFValidationError, schema: RJSFSchema): string | undefined {
  const expectedType: unknown = (error.params as { type?: unknown } | undefined)?.type;
  switch (error.name) {
    case 'required':
    case 'minLength':
      return engineStateTexts.fieldRequired;
    case 'type':
      return expectedType === 'integer'
        ? engineStateTexts.wholeNumber
        : engineStateTexts.notANumber;
    case 'multipleOf':
      return engineStateTexts.twoDecimals;
    case 'minimum':
    case 'maximum':
      return rangeText(limitsOf(schema, error.property));
    case 'enum':
      return engineStateTexts.chooseYesOrNo;
    case 'format':
      return engineStateTexts.enterADate;
    // Text readings are one line (datasetToJsonSchema's ONE_LINE_TEXT_PATTERN).
    case 'pattern':
      return engineStateTexts.oneLineText;
    case undefined:
    default:
      return undefined;
  }
}

/** ajv's messages ("must be >= 0") in words a user understands, naming the allowed range. */
export function readingErrorMessages(schema: RJSFSchema): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const message = plainMessage(error, schema);
      return message ? { ...error, message, stack: message } : error;
    });
}
