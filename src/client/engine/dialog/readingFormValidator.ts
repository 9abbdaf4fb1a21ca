import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ReadingFormData } from './readingFormSchema';

/**
 * The form's validator. multipleOfPrecision 8 makes 0.29 a multiple of 0.01, as on the
 * server (STACK-NOTES: plain ajv rejects it), so browser and server agree on decimals.
 */
export const readingFormValidator = customizeValidator<ReadingFormData>({
  ajvOptionsOverrides: { multipleOfPrecision: 8 },
});
