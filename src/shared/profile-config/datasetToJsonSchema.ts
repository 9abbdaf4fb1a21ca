import type { RecordDate } from './profileConfigSchema';
import type { ProfileDataset, ProfileElement } from './datasetSchema';
import { DEFAULT_RECORD_DATE } from './recordDate';
import { storedNameOf } from './storedNameOf';

/**
 * The unit travels in the schema as an annotation: the title stays the plain label and the
 * form shows the unit beside it. It is an `x-` keyword so the OpenAPI document accepts it.
 * Ajv in strict mode (Fastify's) rejects unknown keywords, so every ajv that compiles these
 * schemas registers it: `new Ajv({ keywords: [UNIT_KEYWORD] })`, or in Fastify
 * `ajv: { customOptions: { keywords: [UNIT_KEYWORD] } }`. rjsf's ajv is not strict.
 */
export const UNIT_KEYWORD = 'x-unit';

const DAY_PATTERN = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

/** yyyy-MM-dd, optionally with a time as yyyy-MM-dd HH:mm or yyyy-MM-ddTHH:mm. */
export const CREATED_ON_PATTERN = `^${DAY_PATTERN}([ T]([01][0-9]|2[0-3]):[0-5][0-9])?$`;

/** A calendar day only: the date of a record kept without a time (medical records). */
export const RECORD_DAY_PATTERN = `^${DAY_PATTERN}$`;

/** Decimal inputs step by 0.01 (docs/product.md#add-data-and-validation); both validators use multipleOfPrecision 8. */
export const DECIMAL_STEP = 0.01;

export const TEXT_MAX_LENGTH = 2000;

/**
 * A text reading is one line of printable text: no control characters, tabs or line breaks.
 * The server refuses them in every string; said in the schema, the browser's form says so
 * too, before anything is sent.
 */
export const ONE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';

/**
 * How far from zero a number may be when its element names no limit of its own: past it a
 * value is a slip of the keyboard (1e20 mg/dL), and it keeps every sum, chart axis and
 * conversion of a year of readings finite.
 */
export const READING_VALUE_LIMIT = 1_000_000_000;

interface ValueSchemaBase {
  title: string;
  description?: string;
  [UNIT_KEYWORD]?: string;
}
export type ValueSchema = ValueSchemaBase &
  (
    | { type: 'integer'; minimum?: number; maximum?: number }
    | { type: 'integer'; enum: number[] }
    | { type: 'number'; multipleOf: number; minimum?: number; maximum?: number }
    | { type: 'string'; format: 'date' }
    | { type: 'string'; minLength: number; maxLength: number; pattern: string }
    | { type: 'string'; pattern: string }
  );

/** A JSON Schema (draft 7) for the body of a write: what Fastify validates and rjsf renders. */
export interface WriteBodySchema {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, ValueSchema>;
}

/**
 * One dataset's elements → the JSON Schema of a reading written to it: every element (under
 * the name it is stored as) and the record's date required, nothing else accepted, no type
 * coerced. The date is created_on with an optional time unless the profile names another.
 *
 * The schema does not depend on the day: "a date may not be after today" is checked by
 * the write route, because Fastify compiles a schema once and the server runs for days.
 */
export function datasetToJsonSchema(
  dataset: ProfileDataset,
  recordDate: RecordDate = DEFAULT_RECORD_DATE,
): WriteBodySchema {
  const properties: Record<string, ValueSchema> = {};
  for (const element of dataset.structure.elements) {
    properties[storedNameOf(element)] = elementSchema(element);
  }
  properties[recordDate.field] = {
    type: 'string',
    title: 'Date',
    pattern: recordDate.time ? CREATED_ON_PATTERN : RECORD_DAY_PATTERN,
  };
  return {
    type: 'object',
    additionalProperties: false,
    required: [...dataset.structure.elements.map(storedNameOf), recordDate.field],
    properties,
  };
}

function elementSchema(element: ProfileElement): ValueSchema {
  const base: ValueSchemaBase = { title: element.ui_name };
  if (element.description !== undefined) base.description = element.description;
  if (element.unit !== '') base[UNIT_KEYWORD] = element.unit;
  const limits = {
    minimum: element.minimum ?? -READING_VALUE_LIMIT,
    maximum: element.maximum ?? READING_VALUE_LIMIT,
  };
  switch (element.value_type) {
    case 'integer':
      return { ...base, type: 'integer', ...limits };
    case 'decimal':
      return { ...base, type: 'number', multipleOf: DECIMAL_STEP, ...limits };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'boolean':
      // Yes is stored as 1 and No as 0 (docs/product.md#add-data-and-validation), not true and false.
      return { ...base, type: 'integer', enum: [0, 1] };
    case 'text':
      return {
        ...base,
        type: 'string',
        minLength: 1,
        maxLength: TEXT_MAX_LENGTH,
        pattern: ONE_LINE_TEXT_PATTERN,
      };
  }
}
