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
  reason: Type.String({ description: 'What they are: "A routine session is not a reading".' }),
});
export type SkippedResources = Static<typeof SkippedResources>;

export const RefusedResource = Type.Object({
  entry: Type.Integer({
    minimum: 0,
    description: "The resource's index in the bundle's entry list.",
  }),
  resourceType: Type.String(),
  id: Type.Optional(Type.String()),
  reason: Type.String(),
});
export type RefusedResource = Static<typeof RefusedResource>;

export const FhirImportSummary = Type.Object({
  imported: Type.Integer({ minimum: 0, description: 'Readings stored by this import.' }),
  already_held: Type.Integer({
    minimum: 0,
    description:
      'Readings not stored because the person already held an equal one (same dataset, time and values), or because the bundle repeats one.',
  }),
  skipped: Type.Array(SkippedResources, {
    description:
      'Resources of a Motus export that are not readings (the Patient, grants, the access log, routine sessions), counted by type.',
  }),
  refused: Type.Array(RefusedResource, {
    description:
      'Resources no dataset takes, with the reason; the readings beside them are stored.',
  }),
});
export type FhirImportSummary = Static<typeof FhirImportSummary>;

export const FhirImportReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: FhirImportSummary,
});
export type FhirImportReply = Static<typeof FhirImportReply>;
