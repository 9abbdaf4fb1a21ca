import { Type, type Static } from 'typebox';

/**
 * The one definition of a profile config. profile-configs/profile-config.schema.json is
 * generated from it (npm run configs:schema) and a test keeps the two in step, so the
 * editor, the server's validator and the TypeScript compiler all agree.
 */

export const VALUE_TYPES = ['integer', 'decimal', 'date', 'boolean', 'text'] as const;
export const SERIES_KINDS = ['integer', 'decimal'] as const;
export const READ_LIST_KEYS = ['details', 'data'] as const;

const Identifier = Type.String({
  pattern: '^[a-z][a-z0-9_]*$',
  description: 'A field name: lower case letters, digits and underscores.',
});
const ApiName = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'The path piece a reading is written to, e.g. walking-test.',
});
const ApiPath = Type.String({
  pattern: '^/[a-z0-9/_{}-]*/$',
  description: 'An API path of the specification, with its trailing slash.',
});
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb.' });
const Text = Type.String({ minLength: 1 });

export const ElementSchema = Type.Object(
  {
    name: Identifier,
    ui_name: Text,
    value_type: Type.Union(VALUE_TYPES.map((kind) => Type.Literal(kind))),
    unit: Type.String({ description: 'Shown beside the label; empty when the value has none.' }),
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ProfileElement = Static<typeof ElementSchema>;

const ReferenceRange = Type.Object(
  {
    low: Type.Optional(Type.Number()),
    high: Type.Optional(Type.Number()),
    note: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const DatasetSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Unique across every config.' }),
    name: Text,
    post_api_name: ApiName,
    loinc: Type.Optional(Type.String({ pattern: '^[0-9]+-[0-9]$' })),
    reference: Type.Optional(ReferenceRange),
    structure: Type.Object(
      { elements: Type.Array(ElementSchema, { minItems: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ProfileDataset = Static<typeof DatasetSchema>;

export const SeriesSchema = Type.Object(
  {
    field: Identifier,
    label: Text,
    colour: Colour,
    unit: Type.String(),
    value_kind: Type.Union(SERIES_KINDS.map((kind) => Type.Literal(kind))),
  },
  { additionalProperties: false },
);
export type ProfileSeries = Static<typeof SeriesSchema>;

export const TabSchema = Type.Object(
  {
    label: Text,
    dataset: Type.Integer({ description: 'The id of the dataset this tab charts.' }),
    read: ApiPath,
    list: Type.Union(READ_LIST_KEYS.map((key) => Type.Literal(key)), {
      description: 'The reply key holding the list of readings.',
    }),
    series: Type.Array(SeriesSchema, { minItems: 1 }),
    reference: Type.Optional(ReferenceRange),
  },
  { additionalProperties: false },
);
export type ProfileTab = Static<typeof TabSchema>;

export const ProfileConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Identifier,
    name: Text,
    route: Type.String({ pattern: '^/[a-z-]+$' }),
    title: Text,
    subtitle: Text,
    image: Type.String({ pattern: '^/' }),
    add_button_label: Text,
    dialog_title: Text,
    pin: Type.Boolean({ description: 'true: reads and writes need the secure pin.' }),
    write: Type.String({
      pattern: '^/[a-z0-9/_-]*\\{post_api_name\\}/$',
      description: 'Where readings are written; {post_api_name} names the dataset.',
    }),
    messages: Type.Object(
      { added: Text, failed: Text },
      { additionalProperties: false },
    ),
    default_tab: Type.Optional(Text),
    year_summary: Type.Optional(
      Type.String({
        pattern: '^/[a-z0-9/_-]*/$',
        description:
          'A GET path answering per-month totals of this profile\'s charted fields for the current year.',
      }),
    ),
    datasets: Type.Array(DatasetSchema, { minItems: 1 }),
    tabs: Type.Array(TabSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type ProfileConfig = Static<typeof ProfileConfigSchema>;
