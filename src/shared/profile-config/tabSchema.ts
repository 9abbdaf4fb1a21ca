import { Type, type Static } from 'typebox';
import { ApiPath, Colour, FIELD_NAME_PATTERN, FieldName, Text } from './configStrings';
import { ReferenceRange } from './datasetSchema';

/**
 * A tab of a profile page: the dataset it reads, from where, and how it shows it (chart or
 * table). Two shapes: as a config file writes it, leaving out what its dataset already says,
 * and as loaded, every value resolved (resolveTabDefaults.ts), which the engine, the server
 * and the profile list all use.
 */

export const SERIES_KINDS = ['integer', 'decimal'] as const;
export const READ_LIST_KEYS = ['details', 'data'] as const;
export const READ_METHODS = ['POST', 'GET'] as const;

export const SeriesSchema = Type.Object(
  {
    field: FieldName,
    label: Text,
    colour: Colour,
    unit: Type.String(),
    value_kind: Type.Enum(SERIES_KINDS),
    reference: Type.Optional(
      Type.Object(ReferenceRange.properties, {
        additionalProperties: false,
        description:
          "The series' band, in a tab of several series each with its own interval (its element's).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProfileSeries = Static<typeof SeriesSchema>;

/** A series as a file writes it: what its element already says may be left out. */
const WrittenSeriesSchema = Type.Object(
  {
    ...SeriesSchema.properties,
    field: Type.Optional(
      Type.String({
        pattern: FIELD_NAME_PATTERN,
        description:
          "The element drawn. Default: the dataset's element, when the dataset has only one.",
      }),
    ),
    label: Type.Optional(
      Type.String({ minLength: 1, description: "Default: the element's ui_name." }),
    ),
    unit: Type.Optional(Type.String({ description: "Default: the element's unit." })),
    value_kind: Type.Optional(
      Type.Enum(SERIES_KINDS, { description: "Default: the element's value_type." }),
    ),
    reference: Type.Optional(
      Type.Object(ReferenceRange.properties, {
        additionalProperties: false,
        description:
          "The series' band, in a tab of several series each with its own interval. Default: its element's reference.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** What every tab has, whatever it shows. */
const tabCommon = {
  label: Text,
  dataset: Type.Integer({ description: 'The id of the dataset this tab shows.' }),
  read: ApiPath,
  read_method: Type.Optional(
    Type.Enum(READ_METHODS, {
      description:
        'POST (default): the range in the body. GET: the range as the query parameters date_from and date_to (the medical reads, docs/product.md#medical).',
    }),
  ),
  list: Type.Enum(READ_LIST_KEYS, { description: 'The reply key holding the list of readings.' }),
  tab_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        "The tab's id as docs/product.md#profiles-and-datasets reports it (medical 54 to 60); not a dataset id. The page's address names the tab by it.",
    }),
  ),
};

export const ChartTabSchema = Type.Object(
  {
    ...tabCommon,
    view: Type.Optional(Type.Literal('chart', { description: 'A line chart (the default).' })),
    series: Type.Array(SeriesSchema, { minItems: 1 }),
    reference: Type.Optional(ReferenceRange),
    value_axis: Type.Optional(
      Type.Object(
        { min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) },
        {
          additionalProperties: false,
          description:
            'A fixed scale for the value axis, e.g. 0 to 10 for a pain score; a reading outside it widens the axis rather than vanish.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ProfileChartTab = Static<typeof ChartTabSchema>;

const WrittenLabel = Type.Optional(
  Type.String({ minLength: 1, description: "The tab's heading. Default: the dataset's name." }),
);

const WrittenChartTabSchema = Type.Object(
  {
    ...ChartTabSchema.properties,
    label: WrittenLabel,
    series: Type.Array(WrittenSeriesSchema, { minItems: 1 }),
    reference: Type.Optional(
      Type.Object(ReferenceRange.properties, {
        additionalProperties: false,
        description: "The tab's band. Default: its dataset's reference.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const TableTabSchema = Type.Object(
  {
    ...tabCommon,
    view: Type.Literal('table', {
      description:
        "A table of records, one column per element of the dataset, under the tab's heading.",
    }),
  },
  { additionalProperties: false },
);
export type ProfileTableTab = Static<typeof TableTabSchema>;

export const TabSchema = Type.Union([ChartTabSchema, TableTabSchema]);
export type ProfileTab = Static<typeof TabSchema>;

/** A tab as a config file writes it. */
export const WrittenTabSchema = Type.Union([
  WrittenChartTabSchema,
  Type.Object(
    { ...TableTabSchema.properties, label: WrittenLabel },
    { additionalProperties: false },
  ),
]);
export type WrittenTab = Static<typeof WrittenTabSchema>;
export type WrittenChartTab = Static<typeof WrittenChartTabSchema>;
