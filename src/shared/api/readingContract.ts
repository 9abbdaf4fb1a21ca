import { Type, type Static } from 'typebox';
import { CALENDAR_DATE_FORMAT } from './calendarFormats';

const CalendarDate = Type.String({ format: CALENDAR_DATE_FORMAT, description: 'yyyy-MM-dd' });

/** The most points per series a chart read may ask for, and the default when it asks none. */
export const MAX_POINTS_LIMIT = 10_000;

/** Body of every chart read (docs/product.md#reading-times-and-date-ranges): dates already formatted as text, both inclusive. */
export const ReadRangeBody = Type.Object(
  {
    date_from: CalendarDate,
    date_to: CalendarDate,
    max_points: Type.Optional(
      Type.Integer({
        minimum: 10,
        maximum: MAX_POINTS_LIMIT,
        description:
          'Thin each series to at most this many points, keeping its shape and its highest and lowest reading.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReadRangeBody = Static<typeof ReadRangeBody>;

/**
 * A read given as query parameters (GET reads: the medical records of docs/product.md#medical). Query values
 * are text, so there is no max_points: records shown as a table are never thinned.
 */
export const ReadRangeQuery = Type.Object(
  {
    date_from: CalendarDate,
    date_to: CalendarDate,
  },
  { additionalProperties: false },
);

/** One record as a read gives it: its id, its date under the profile's date field, its values. */
export function recordSchema(dateField: string) {
  return Type.Object(
    { id: Type.Optional(Type.Number()), [dateField]: Type.String() },
    { additionalProperties: Type.Union([Type.Number(), Type.String()]) },
  );
}

/** A record with its values; the date is under the profile's date field (created_on or date). */
export type ReadRecord = Record<string, number | string | undefined> & { id?: number };
export interface ChartRecord {
  id?: number;
  created_on: string;
  [field: string]: number | string | undefined;
}

export const DownsampledNote = Type.Object({
  total: Type.Integer({ description: 'Readings in the range.' }),
  max_points: Type.Integer(),
});
export type DownsampledNote = Static<typeof DownsampledNote>;
