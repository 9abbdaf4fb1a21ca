import type {
  FormValidatorFormat,
  FormValidatorRuntimeModule,
} from '../../../../shared/profile-config/readingFormValidation';
import { characterCount } from './characterCount';
import { isFullDate } from './fullDateFormat';

// What the server's ajv uses, so a length or a date is judged alike on both sides: its length
// count, and the formats the forms use in ajv-formats' shape ({ validate }).
const fullFormats: Record<FormValidatorFormat, { validate: (text: string) => boolean }> = {
  date: { validate: isFullDate },
};
const runtime: Record<FormValidatorRuntimeModule, unknown> = {
  'ajv/dist/runtime/ucs2length': { default: characterCount },
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
