import { Type, type Static } from 'typebox';
import { ProfileConfigSchema } from '../profile-config/profileConfigSchema';
import { DatasetSchema, ElementSchema } from '../profile-config/datasetSchema';
import { TabSchema } from '../profile-config/tabSchema';
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

const {
  $schema: _schemaLine,
  datasets: _datasets,
  tabs: _tabs,
  ...configFields
} = ProfileConfigSchema.properties;

/**
 * One page of the profile list: a loaded config with its datasets under the name
 * docs/product.md#profiles-and-datasets gives, dataset_set, and where its facts are.
 * GET /v2/profiles/ sends the profiles, every tab resolved (resolveTabDefaults.ts); the browser
 * makes the views' pages (profileListEntriesOf) once per reply.
 */
export const ProfileListEntry = Type.Object({
  ...configFields,
  tabs: Type.Array(TabSchema, { minItems: 1 }),
  dataset_set: Type.Array(PageDataset),
  facts: Type.Optional(ProfileFactsRef),
});
export type ProfileListEntry = Static<typeof ProfileListEntry>;

export const ProfileListReply = Type.Object({
  status: Type.Literal('success'),
  details: Type.Object({ profiles: Type.Array(ProfileListEntry) }),
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
