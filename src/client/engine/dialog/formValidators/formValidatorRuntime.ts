import ucs2length from 'ajv/dist/runtime/ucs2length';
import type {
  FormValidatorFormat,
  FormValidatorRuntimeModule,
} from '../../../../shared/profile-config/readingFormValidation';
import { isFullDate } from './fullDateFormat';

// What the server's ajv uses, so a length or a date is judged alike on both sides: ajv's own
// length count, and the formats the forms use in ajv-formats' shape ({ validate }).
const fullFormats: Record<FormValidatorFormat, { validate: (text: string) => boolean }> = {
  date: { validate: isFullDate },
};
const runtime: Record<FormValidatorRuntimeModule, unknown> = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv-formats/dist/formats': { fullFormats },
};

/** What a compiled validators module gets for `require`: ajv's runtime parts, nothing else. */
export function provideFormValidatorRuntime(module: FormValidatorRuntimeModule): unknown {
  const provided = runtime[module];
  if (provided === undefined) {
    throw new Error(`The Add Data validators asked for ${module}, which Motus does not provide`);
  }
  return provided;
}
