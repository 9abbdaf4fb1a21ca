import { Type, type Static } from 'typebox';
import { ProfileConfigSchema, type ProfileConfig } from '../profile-config/profileConfigSchema';
import { DatasetSchema, ElementSchema } from '../profile-config/datasetSchema';
import { ChartTabSchema, SeriesSchema, TableTabSchema } from '../profile-config/tabSchema';
import { Text } from '../profile-config/configStrings';
import { ProfileFactsRef } from './profileFactsContract';

// What the server alone reads (the FHIR export and import, a partner's import) and the facts
// (profileFactsContract.ts) stay out of the list: a page renders neither.
const {
  loinc: _elementLoinc,
  ucum: _ucum,
  fhir: _elementFhir,
  export: _export,
  reference: _elementReference,
  ...elementFields
} = ElementSchema.properties;
const {
  loinc: _datasetLoinc,
  fhir: _datasetFhir,
  reference: _datasetReference,
  import_codes: _importCodes,
  structure: _structure,
  ...datasetFields
} = DatasetSchema.properties;

export const PageElement = Type.Object(elementFields, { additionalProperties: false });
export type PageElement = Static<typeof PageElement>;

/** A dataset as a page uses it: its Add Data form and the columns of its table. */
export const PageDataset = Type.Object(
  {
    ...datasetFields,
    structure: Type.Object(
      { elements: Type.Array(PageElement, { minItems: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PageDataset = Static<typeof PageDataset>;

// A tab leaves out what its dataset already says (profileListTabs.ts): its label when it is
// the dataset's name, a series' label, unit and kind when they are its element's, and the
// field when that element is the dataset's only one.
const SentSeries = Type.Object(
  {
    ...SeriesSchema.properties,
    field: Type.Optional(SeriesSchema.properties.field),
    label: Type.Optional(Text),
    unit: Type.Optional(Type.String()),
    value_kind: Type.Optional(SeriesSchema.properties.value_kind),
  },
  { additionalProperties: false },
);
export const SentChartTab = Type.Object(
  {
    ...ChartTabSchema.properties,
    label: Type.Optional(Text),
    series: Type.Array(SentSeries, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type SentChartTab = Static<typeof SentChartTab>;
export const SentTableTab = Type.Object(
  { ...TableTabSchema.properties, label: Type.Optional(Text) },
  { additionalProperties: false },
);
export type SentTableTab = Static<typeof SentTableTab>;
export const SentTab = Type.Union([SentChartTab, SentTableTab]);
export type SentTab = Static<typeof SentTab>;

const {
  $schema: _schemaLine,
  datasets: _datasets,
  tabs: _tabs,
  ...configFields
} = ProfileConfigSchema.properties;

/**
 * One profile as GET /v2/profiles/ sends it: the config as its file writes it (its views not
 * yet pages), its datasets under the specification's name, dataset_set, and where its facts
 * are. The browser makes the pages (profileListEntriesOf) once per reply.
 */
export const ProfileAsSent = Type.Object({
  ...configFields,
  tabs: Type.Array(SentTab, { minItems: 1 }),
  dataset_set: Type.Array(PageDataset),
  facts: Type.Optional(ProfileFactsRef),
});
export type ProfileAsSent = Static<typeof ProfileAsSent>;

/** One page of the profile list as the engine renders it: a profile, or a view of one. */
export type ProfileListEntry = Omit<ProfileConfig, '$schema' | 'datasets'> & {
  dataset_set: PageDataset[];
  facts?: ProfileFactsRef;
};

export const ProfileListReply = Type.Object({
  status: Type.Literal('success'),
  details: Type.Object({ profiles: Type.Array(ProfileAsSent) }),
});
export type ProfileListReply = Static<typeof ProfileListReply>;

/** GET accountEndpoints.profileRoutes: the routes of the profile pages, no sign-in needed. */
export const ProfileRoutesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Type.String()),
});
export type ProfileRoutesReply = Static<typeof ProfileRoutesReply>;

export const YearSummaryReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    year: Type.Integer(),
    fields: Type.Array(
      Type.Object({ field: Type.String(), label: Type.String(), unit: Type.String() }),
    ),
    months: Type.Array(
      Type.Object({
        month: Type.String({ description: 'yyyy-MM' }),
        totals: Type.Record(Type.String(), Type.Number()),
      }),
    ),
  }),
});
export type YearSummaryReply = Static<typeof YearSummaryReply>;
