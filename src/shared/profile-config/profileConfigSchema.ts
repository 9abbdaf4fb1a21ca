import { Type, type Static } from 'typebox';

/**
 * The one definition of a profile config. profile-configs/profile-config.schema.json is
 * generated from it (npm run configs:schema) and a test keeps the two in step, so the
 * editor, the server's validator and the TypeScript compiler all agree.
 */

export const VALUE_TYPES = ['integer', 'decimal', 'date', 'boolean', 'text'] as const;
export const SERIES_KINDS = ['integer', 'decimal'] as const;
export const READ_LIST_KEYS = ['details', 'data'] as const;
export const READ_METHODS = ['POST', 'GET'] as const;

/** The FHIR R4 resources a dataset's readings are exported as (and imported from). */
export const FHIR_RESOURCE_TYPES = [
  'Observation',
  'AllergyIntolerance',
  'Condition',
  'Procedure',
  'MedicationStatement',
  'FamilyMemberHistory',
] as const;
/** http://terminology.hl7.org/CodeSystem/observation-category */
export const OBSERVATION_CATEGORIES = [
  'social-history',
  'vital-signs',
  'imaging',
  'laboratory',
  'procedure',
  'survey',
  'exam',
  'therapy',
  'activity',
] as const;
/**
 * The field of a non-Observation resource an element fills. 'extension': no field fits, the
 * value travels in a Motus extension so an import rebuilds the reading exactly.
 */
export const FHIR_ELEMENT_FIELDS = [
  'code.text',
  'note',
  'clinicalStatus',
  'complication',
  'performedDateTime',
  'condition.code.text',
  'medicationCodeableConcept.text',
  'dosage.text',
  'extension',
] as const;
export const MOTUS_ONLY_EXPORT = 'motus-only';

const Identifier = Type.String({
  pattern: '^[a-z][a-z0-9_]*$',
  description: 'An id: lower case letters, digits and underscores.',
});
// The specification's own field names carry capitals (step_test_VO2, swim_step_test_HR),
// so a reading's field name may too; it still starts with a letter.
const FIELD_NAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9_]*$';
const FieldName = Type.String({
  pattern: FIELD_NAME_PATTERN,
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
const ProfileRoute = Type.String({
  pattern: '^(/[a-z-]+)+$',
  description: "The page's address, e.g. /labprofile or /labprofile/blood-results.",
});
const ImageUrl = Type.String({ pattern: '^/', description: 'An image served by Motus.' });
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
    stored_as: Type.Optional(
      Type.String({
        pattern: FIELD_NAME_PATTERN,
        description:
          "The name the value is sent, stored and read back under, when it differs from the form's name (002 §5: no_of_events is stored as no_of_concussions).",
      }),
    ),
    // A dataset of several measures (a blood-pressure panel, mass and height) needs a code
    // per value for a FHIR export; a single-measure dataset carries its code on the dataset.
    loinc: Type.Optional(Loinc),
    ucum: Type.Optional(
      Type.String({
        pattern: '^[^\\s]+$',
        description:
          "The UCUM code of the element's unit (bpm: /min, mmHg: mm[Hg], °C: Cel), the FHIR valueQuantity.code; only a true UCUM code.",
      }),
    ),
    fhir: Type.Optional(
      Type.Enum(FHIR_ELEMENT_FIELDS, {
        description:
          "Which field of the dataset's FHIR resource the value fills when that resource is not an Observation; 'extension' when none fits.",
      }),
    ),
    export: Type.Optional(
      Type.Literal(MOTUS_ONLY_EXPORT, {
        description:
          'The value has no standard code or UCUM unit: it exports under the Motus code only, its unit as text.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProfileElement = Static<typeof ElementSchema>;

const Limits = Type.Object(
  { low: Type.Optional(Type.Number()), high: Type.Optional(Type.Number()) },
  { additionalProperties: false },
);

const ReferenceRange = Type.Object(
  {
    low: Type.Optional(Type.Number()),
    high: Type.Optional(Type.Number()),
    male: Type.Optional(
      Type.Object(Limits.properties, {
        additionalProperties: false,
        description: 'The interval for men, where it differs: used instead of low and high.',
      }),
    ),
    female: Type.Optional(
      Type.Object(Limits.properties, {
        additionalProperties: false,
        description: 'The interval for women, where it differs: used instead of low and high.',
      }),
    ),
    note: Type.Optional(Type.String()),
    source: Type.Optional(
      Type.String({ description: 'Where the interval (and the LOINC code) was found.' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A typical adult reference interval, for display only (a band on the chart), never for diagnosis.',
  },
);
export type ReferenceInterval = Static<typeof ReferenceRange>;

export const ImportCodeSchema = Type.Object(
  {
    loinc: Loinc,
    unit: Type.String({
      minLength: 1,
      description:
        'The UCUM code of the unit a partner reports in (FHIR valueQuantity.code), e.g. mg/dL.',
    }),
    factor: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description:
          "Multiplies a value in this unit into the element's unit (mg/dL of HDL to mmol/L: 0.02586); 1 when absent.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ImportCode = Static<typeof ImportCodeSchema>;

export const FhirDatasetSchema = Type.Object(
  {
    resource: Type.Enum(FHIR_RESOURCE_TYPES),
    category: Type.Optional(
      Type.Enum(OBSERVATION_CATEGORIES, {
        description: "An Observation's category (observation-category code system).",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'The FHIR R4 resource a reading of this dataset is exported as and imported from; an Observation when absent.',
  },
);
export type FhirDataset = Static<typeof FhirDatasetSchema>;

export const DatasetSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Unique across every config.' }),
    name: Text,
    post_api_name: ApiName,
    loinc: Type.Optional(Loinc),
    fhir: Type.Optional(FhirDatasetSchema),
    reference: Type.Optional(ReferenceRange),
    import_codes: Type.Optional(
      Type.Array(ImportCodeSchema, {
        description:
          'The LOINC code and unit pairs a partner-laboratory import stores as this dataset (one numeric element only). A result with any other pair is refused, never guessed.',
      }),
    ),
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

/** What every tab has, whatever it shows. */
const tabCommon = {
  label: Text,
  dataset: Type.Integer({ description: 'The id of the dataset this tab shows.' }),
  read: ApiPath,
  read_method: Type.Optional(
    Type.Enum(READ_METHODS, {
      description:
        'POST (default): the range in the body. GET: the range as the query parameters date_from and date_to (the medical reads of 002 §7).',
    }),
  ),
  list: Type.Enum(READ_LIST_KEYS, { description: 'The reply key holding the list of readings.' }),
  tab_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        "The id the specification reports for this tab (medical 54 to 60); not a dataset id. The page's address names the tab by it.",
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

export const RecordDateSchema = Type.Object(
  {
    field: FieldName,
    time: Type.Boolean({
      description:
        'true: the date carries the time of day (yyyy-MM-dd HH:mm); false: a calendar day (yyyy-MM-dd).',
    }),
  },
  {
    additionalProperties: false,
    description:
      "The name of a record's date in writes and reads, and whether it has a time of day. Default: created_on with a time.",
  },
);
export type RecordDate = Static<typeof RecordDateSchema>;

export const PinPromptSchema = Type.Object(
  { title: Text, label: Text, button: Text },
  {
    additionalProperties: false,
    description:
      "How the gate asks for the pin when it is not the secure-pin dialog: one field, no check whether a pin exists (002 §2: 'Enter your ID number', sent as secure_pin).",
  },
);
export type PinPrompt = Static<typeof PinPromptSchema>;

export const PartnerSchema = Type.Object(
  {
    id: Type.String({
      pattern: '^[a-z][a-z0-9]*$',
      description:
        'Names the partner in its paths (/v2/user/{id}/consent/, /v2/profiles/{id}/) and its FHIR address (the environment variable {ID}_FHIR_BASE_URL).',
    }),
    name: Text,
    logo: ImageUrl,
    consent: Type.String({
      minLength: 1,
      description: 'The sentence the user consents to; stored with the consent.',
    }),
  },
  {
    additionalProperties: false,
    description:
      "A partner laboratory whose results are imported over FHIR R4, with the user's consent, into the datasets whose import_codes match.",
  },
);
export type Partner = Static<typeof PartnerSchema>;

export const ViewSchema = Type.Object(
  {
    id: Identifier,
    route: ProfileRoute,
    name: Text,
    title: Text,
    subtitle: Text,
    link_label: Type.String({
      minLength: 1,
      description: "The button in the profile page's header that opens the view.",
    }),
    read: Type.String({
      pattern: '^/[a-z0-9/_-]*\\{dataset\\}/$',
      description: "The view's read path for each chart tab; {dataset} is the tab's dataset id.",
    }),
    list: Type.Enum(READ_LIST_KEYS, { description: 'The reply key holding the readings.' }),
    pin_prompt: Type.Optional(PinPromptSchema),
    partner: Type.Optional(PartnerSchema),
  },
  {
    additionalProperties: false,
    description:
      "Another page over this profile's charted datasets (002 §2 blood-results view): the same tabs read from another path, with no add button and no writes.",
  },
);
export type ProfileView = Static<typeof ViewSchema>;

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
    route: ProfileRoute,
    title: Text,
    subtitle: Text,
    card_title: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          "The dashboard card's title when it differs from the page's (000 §2: 'Conditioning Tests Profile').",
      }),
    ),
    summary: Type.Optional(
      Type.String({
        minLength: 1,
        description: "The dashboard card's sentence; the subtitle when absent.",
      }),
    ),
    image: ImageUrl,
    add_button_label: Text,
    dialog_title: Text,
    dialog_labels: Type.Optional(
      Type.Object(
        {
          data_type: Type.Optional(Text),
          date: Type.Optional(Text),
        },
        {
          additionalProperties: false,
          description:
            "The Add Data dialog's field labels where the specification words them for this profile (002 §2 lab: 'Select Data Type', 'Pick a Date'); 'Data Type' and 'Date' otherwise.",
        },
      ),
    ),
    pin: Type.Boolean({
      description:
        "true: every read and write needs the user's secure pin (query parameter secure_pin), and the page opens behind the pin gate.",
    }),
    record_date: Type.Optional(RecordDateSchema),
    write: Type.String({
      pattern: '^/[a-z0-9/_-]*\\{post_api_name\\}/$',
      description: 'Where readings are written; {post_api_name} names the dataset.',
    }),
    also_write: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^/[a-z0-9/_-]*\\{post_api_name\\}/$',
          description:
            'Another path the specification writes the same readings to, with the same validation (002 §7 lab: /profiles/special/{post_api_name}/).',
        }),
      ),
    ),
    links: Type.Optional(
      Type.Array(
        Type.Object(
          { label: Text, to: Type.String({ pattern: '^/' }) },
          { additionalProperties: false },
        ),
        { description: "Buttons in the page header, e.g. the lab page's Profile button (002 §2)." },
      ),
    ),
    messages: Type.Object(
      {
        added: Text,
        failed: Text,
        no_date: Type.Optional(
          Type.String({
            minLength: 1,
            description:
              "Said when Add Data is pressed with no date; 'Please provide a date!' when absent.",
          }),
        ),
        retrieved: Type.Optional(
          Type.String({
            minLength: 1,
            description: 'Shown when the secure pin opens the page; required when pin is true.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
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
    views: Type.Optional(Type.Array(ViewSchema)),
    view_of: Type.Optional(
      Type.String({
        description:
          'Set on the page a view becomes (the loader writes it; a file leaves it out): the id of the profile whose datasets it shows. Such a page writes nothing and has no add button or dashboard card.',
      }),
    ),
    pin_prompt: Type.Optional(PinPromptSchema),
    partner: Type.Optional(PartnerSchema),
  },
  { additionalProperties: false },
);
export type ProfileConfig = Static<typeof ProfileConfigSchema>;
