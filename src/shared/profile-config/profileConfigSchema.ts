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
  description: 'An id: lower case letters, digits and underscores.',
});
// The specification's own field names carry capitals (step_test_VO2, swim_step_test_HR),
// so a reading's field name may too; it still starts with a letter.
const FieldName = Type.String({
  pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
  description: 'A field name: letters, digits and underscores.',
});
const Loinc = Type.String({
  pattern: '^[0-9]+-[0-9]$',
  description: 'A LOINC code, e.g. 8867-4; only where the code was verified.',
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
    name: FieldName,
    ui_name: Text,
    // Enum, not a Union over a mapped array: the latter's static type is not the union of words.
    value_type: Type.Enum(VALUE_TYPES),
    unit: Type.String({ description: 'Shown beside the label; empty when the value has none.' }),
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String()),
    // A dataset of several measures (a blood-pressure panel, mass and height) needs a code
    // per value for a FHIR export; a single-measure dataset carries its code on the dataset.
    loinc: Type.Optional(Loinc),
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
    loinc: Type.Optional(Loinc),
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
    field: FieldName,
    label: Text,
    colour: Colour,
    unit: Type.String(),
    value_kind: Type.Enum(SERIES_KINDS),
  },
  { additionalProperties: false },
);
export type ProfileSeries = Static<typeof SeriesSchema>;

export const TabSchema = Type.Object(
  {
    label: Text,
    dataset: Type.Integer({ description: 'The id of the dataset this tab charts.' }),
    read: ApiPath,
    list: Type.Enum(READ_LIST_KEYS, { description: 'The reply key holding the list of readings.' }),
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
export type ProfileTab = Static<typeof TabSchema>;

export const ProfileConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Identifier,
    order: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'Place in the dashboard order of GET /v2/profiles/; configs without one come last.',
      }),
    ),
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
    messages: Type.Object({ added: Text, failed: Text }, { additionalProperties: false }),
    default_tab: Type.Optional(Text),
    year_summary: Type.Optional(
      Type.String({
        pattern: '^/[a-z0-9/_-]*/$',
        description:
          "A GET path answering per-month totals of this profile's charted fields for the current year.",
      }),
    ),
    datasets: Type.Array(DatasetSchema, { minItems: 1 }),
    tabs: Type.Array(TabSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type ProfileConfig = Static<typeof ProfileConfigSchema>;
