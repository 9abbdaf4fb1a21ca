import { Type, type Static } from 'typebox';
import { ISO_DATE_PATTERN } from './accountContract';

/** The most points per series a chart read may ask for, and the default when it asks none. */
export const MAX_POINTS_LIMIT = 10_000;

/** Body of every chart read (001 §7): dates already formatted as text, both inclusive. */
export const ReadRangeBody = Type.Object(
  {
    date_from: Type.String({ pattern: ISO_DATE_PATTERN }),
    date_to: Type.String({ pattern: ISO_DATE_PATTERN }),
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

/** One reading on a chart: created_on as yyyy-MM-dd HH:mm plus its values by element name. */
export const ChartRecordSchema = Type.Object(
  { id: Type.Optional(Type.Number()), created_on: Type.String() },
  { additionalProperties: Type.Union([Type.Number(), Type.String()]) },
);
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
