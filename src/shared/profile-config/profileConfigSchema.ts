import { Type, type Static } from 'typebox';
import { Identifier, FieldName, ImageUrl, ProfileRoute, Text } from './configStrings';
import { DatasetSchema } from './datasetSchema';
import { READ_LIST_KEYS, WrittenTabSchema, type ProfileTab } from './tabSchema';

/**
 * The one definition of a profile config. profile-configs/profile-config.schema.json is
 * generated from it (npm run configs:schema) and a test keeps the two in step, so the
 * editor, the server's validator and the TypeScript compiler all agree.
 */

/** The parts of a clinician's patient summary a profile's readings can fill. */
export const PATIENT_SUMMARY_SECTIONS = ['vital_signs', 'laboratory', 'pain'] as const;
export type PatientSummarySection = (typeof PATIENT_SUMMARY_SECTIONS)[number];

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
      "How the gate asks for the pin when it is not the secure-pin dialog: one field, no check whether a pin exists (docs/product.md#blood-results: 'Enter your ID number', sent as secure_pin).",
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
      "Another page over this profile's charted datasets (docs/product.md#blood-results): the same tabs read from another path, with no add button and no writes.",
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
          "The dashboard card's title when it differs from the page's (docs/product.md#dashboard: 'Conditioning Tests Profile').",
      }),
    ),
    summary: Type.Optional(
      Type.String({
        minLength: 1,
        description: "The dashboard card's sentence; the subtitle when absent.",
      }),
    ),
    viewer_subtitle: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          "The subtitle as someone else reads it (a doctor viewing a patient's profile), when the subtitle speaks to the person ('your'): 'The patient's heart rate, …'. The subtitle when absent.",
      }),
    ),
    viewer_summary: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          "The summary as someone else reads it (a doctor's list of a patient's profiles), when the summary speaks to the person ('your'). The summary when absent.",
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
            "The Add Data dialog's field labels where the product words them for this profile (docs/product.md#laboratory-tests: 'Select Data Type', 'Pick a Date'); 'Data Type' and 'Date' otherwise.",
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
            'Another path the same readings are written to, with the same validation (docs/product.md#laboratory-tests: /profiles/special/{post_api_name}/).',
        }),
      ),
    ),
    links: Type.Optional(
      Type.Array(
        Type.Object(
          { label: Text, to: Type.String({ pattern: '^/' }) },
          { additionalProperties: false },
        ),
        { description: "Buttons in the page header, e.g. the laboratory page's Profile button." },
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
    glance: Type.Optional(
      Type.Boolean({
        description:
          "The dashboard's At a glance shows this profile: its year summary when it has one, else the latest value of its first tab's first series and its trend (a pin-gated profile's values stay behind its pin).",
      }),
    ),
    patient_summary: Type.Optional(
      Type.Enum(PATIENT_SUMMARY_SECTIONS, {
        description:
          "Where this profile's readings stand in a clinician's summary of a patient (docs/product.md#care-team): vital_signs (the latest of each value, its flag and 90 days), laboratory (the last dates' results as a grid), pain (90 days of its readings).",
      }),
    ),
    year_summary: Type.Optional(
      Type.String({
        pattern: '^/[a-z0-9/_-]*/$',
        description:
          "A GET path answering per-month totals of this profile's charted fields for the current year.",
      }),
    ),
    datasets: Type.Array(DatasetSchema, { minItems: 1 }),
    tabs: Type.Array(WrittenTabSchema, { minItems: 1 }),
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
/** A config as its file writes it: a tab leaves out what its dataset says. */
export type WrittenProfileConfig = Static<typeof ProfileConfigSchema>;

/** A config as loaded: every tab resolved (resolveTabDefaults.ts). */
export type ProfileConfig = Omit<WrittenProfileConfig, 'tabs'> & { tabs: ProfileTab[] };
