import type { DateTime } from 'luxon';
import type {
  ValueSchema,
  WriteBodySchema,
} from '../../src/shared/profile-config/datasetToJsonSchema';

/** A value each kind of element schema accepts: its lowest, a day before today, a short text. */
function exampleValue(schema: ValueSchema, today: DateTime): unknown {
  switch (schema.type) {
    case 'integer':
      if ('enum' in schema) return schema.enum[0];
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 1;
    case 'string':
      if ('format' in schema) return today.minus({ days: 1 }).toFormat('yyyy-MM-dd');
      if ('pattern' in schema) return today.toFormat('yyyy-MM-dd');
      return 'Noted';
  }
}

/** A body a dataset's write schema accepts, from the schema alone: a new dataset gets one too. */
export function exampleBody(schema: WriteBodySchema, today: DateTime): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, value]) => [name, exampleValue(value, today)]),
  );
}
