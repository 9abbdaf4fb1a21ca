import { Type, type Static } from 'typebox';
import { ApiName, FIELD_NAME_PATTERN, FieldName, Loinc, Text } from './configStrings';

/**
 * A dataset of a profile config: what one reading holds (its elements), the reference
 * interval its chart shows, and how it travels as FHIR R4 (the export, a partner's import).
 */

export const VALUE_TYPES = ['integer', 'decimal', 'date', 'boolean', 'text'] as const;
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

const Limits = Type.Object(
  { low: Type.Optional(Type.Number()), high: Type.Optional(Type.Number()) },
  { additionalProperties: false },
);

export const ReferenceRange = Type.Object(
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
    critical: Type.Optional(
      Type.Object(Limits.properties, {
        additionalProperties: false,
        description:
          'Critical limits: a reading below low is flagged LL, above high HH, whichever interval it was judged against.',
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
      'A typical adult reference interval, drawn as a band on the chart and stored with each reading as the interval it was judged against (flag L, N or H); never a diagnosis.',
  },
);
export type ReferenceInterval = Static<typeof ReferenceRange>;

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
          "The name the value is sent, stored and read back under, when it differs from the form's name (docs/product.md#medical: no_of_events is stored as no_of_concussions).",
      }),
    ),
    // A dataset of several measures (a blood-pressure panel, mass and height) needs a code
    // per value for a FHIR export; a single-measure dataset carries its code on the dataset,
    // and the element's beside it where the value is also a vital sign of a more general code
    // (a resting heart rate 40443-4 is a heart rate 8867-4).
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
    reference: Type.Optional(
      Type.Object(ReferenceRange.properties, {
        additionalProperties: false,
        description:
          "The element's typical interval, in a dataset of several values (a blood pressure's systolic and diastolic); a dataset of one value carries it on the dataset.",
      }),
    ),
    pain_scale: Type.Optional(
      Type.Literal(true, {
        description:
          "The value is a 0–10 numeric pain rating (the Pain Score profile's scale): the clinician's panel reads a patient's latest pain from such elements (decision 045).",
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

export const FhirDatasetSchema = Type.Object(
  {
    resource: Type.Enum(FHIR_RESOURCE_TYPES),
    category: Type.Optional(
      Type.Enum(OBSERVATION_CATEGORIES, {
        description: "An Observation's category (observation-category code system).",
      }),
    ),
    per_element: Type.Optional(
      Type.Boolean({
        description:
          "Each element leaves as an Observation of its own, coded by the element's LOINC code and sharing the reading's identifier; an import joins them into one reading. For a reading of several vital signs (a body weight and a height), each of which a FHIR vital-signs profile wants as an Observation's value.",
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

export const FromRunsSchema = Type.Object(
  {
    before: FieldName,
    after: FieldName,
  },
  {
    additionalProperties: false,
    description:
      'A run of a prescribed routine that asked the pain before its first exercise and after its last is also a reading of this dataset: these name the elements the two ratings fill (decision 045). At most one dataset of all configs declares it.',
  },
);
export type FromRuns = Static<typeof FromRunsSchema>;

export const DatasetSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Unique across every config.' }),
    name: Text,
    post_api_name: ApiName,
    search_words: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          'Other words a person may look for this dataset by, matched as well as its name (the LOINC long common name, British spellings, abbreviations such as K+).',
      }),
    ),
    loinc: Type.Optional(Loinc),
    fhir: Type.Optional(FhirDatasetSchema),
    reference: Type.Optional(ReferenceRange),
    import_codes: Type.Optional(
      Type.Array(ImportCodeSchema, {
        description:
          'The LOINC code and unit pairs a partner-laboratory import stores as this dataset (one numeric element only). A result with any other pair is refused, never guessed.',
      }),
    ),
    from_runs: Type.Optional(FromRunsSchema),
    structure: Type.Object(
      { elements: Type.Array(ElementSchema, { minItems: 1 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ProfileDataset = Static<typeof DatasetSchema>;
