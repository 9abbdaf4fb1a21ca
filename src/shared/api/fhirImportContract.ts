import { Type, type Static } from 'typebox';
import { SECURE_PIN_PARAMETER } from './profileReadParameters';

/**
 * The import of a FHIR R4 Bundle (`yourDataEndpoints.importFhir`): a Motus export, or the
 * Observations of any Bundle that the configs' LOINC and UCUM codes place in a dataset.
 */

/** The bundle's outline only: each resource is read and judged by the import itself. */
export const FhirImportBody = Type.Object(
  {
    resourceType: Type.String({ minLength: 1, description: 'Bundle' }),
    entry: Type.Optional(
      Type.Array(
        Type.Object({
          resource: Type.Object(
            { resourceType: Type.String({ minLength: 1 }) },
            { description: 'Any FHIR R4 resource.' },
          ),
        }),
      ),
    ),
  },
  { description: 'A FHIR R4 Bundle of any type.' },
);
export type FhirImportBody = Static<typeof FhirImportBody>;

export const FhirImportQuery = Type.Object(
  {
    [SECURE_PIN_PARAMETER]: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'The secure pin, needed when the bundle holds Medical or Laboratory data and the person has a pin.',
      }),
    ),
  },
  { additionalProperties: false },
);

const SkippedResources = Type.Object({
  resourceType: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  reason: Type.String({ description: 'What they are: "A Consent is not a reading".' }),
});
export type SkippedResources = Static<typeof SkippedResources>;

export const ImportProblem = Type.Object({
  entry: Type.Integer({
    minimum: 0,
    description: "The resource's index in the bundle's entry list.",
  }),
  resourceType: Type.String(),
  id: Type.Optional(Type.String({ description: "The resource's id, where it has one." })),
  dataset: Type.Optional(
    Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: 'The dataset the resource is a reading of, where its code names one.' },
    ),
  ),
  field: Type.String({
    description:
      'Where, FHIRPath-like from the resource type: Observation.code, Observation.valueQuantity.code, Observation.component[1].valueQuantity, Observation.effectiveDateTime.',
  }),
  reason: Type.String({ description: 'What is wrong, in words.' }),
});
export type ImportProblem = Static<typeof ImportProblem>;

/**
 * Every refusal of the import: the one shape of an error (ErrorReply), and for a bundle with
 * invalid readings or sessions every problem of every entry under details.problems.
 */
export const FhirImportRefusal = Type.Object({
  status: Type.Literal('error'),
  message: Type.String(),
  details: Type.Object({
    details: Type.Array(Type.String(), { description: 'Each problem as one sentence.' }),
    problems: Type.Optional(Type.Array(ImportProblem)),
  }),
});
export type FhirImportRefusal = Static<typeof FhirImportRefusal>;

const SessionsSummary = Type.Object({
  imported: Type.Integer({ minimum: 0, description: 'Routine sessions stored by this import.' }),
  already_held: Type.Integer({
    minimum: 0,
    description:
      'Routine sessions not stored because the person already held one of the same routine (by name) at the same start, or because the bundle repeats one.',
  }),
  routines_created: Type.Integer({
    minimum: 0,
    description:
      'Routines made for sessions whose routine the person has none of by that name: the name only, no exercises.',
  }),
});

export const FhirImportSummary = Type.Object({
  imported: Type.Integer({ minimum: 0, description: 'Readings stored by this import.' }),
  already_held: Type.Integer({
    minimum: 0,
    description:
      'Readings not stored because the person already held an equal one (same dataset, time and values), or because the bundle repeats one.',
  }),
  sessions: SessionsSummary,
  skipped: Type.Array(SkippedResources, {
    description:
      'Resources that are not readings (the Patient, grants, the access log, a Condition not from Motus, types Motus holds nothing of), counted by type and reason.',
  }),
});
export type FhirImportSummary = Static<typeof FhirImportSummary>;

export const FhirImportReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: FhirImportSummary,
});
export type FhirImportReply = Static<typeof FhirImportReply>;
