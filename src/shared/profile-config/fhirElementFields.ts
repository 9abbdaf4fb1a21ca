import type { FHIR_ELEMENT_FIELDS, FHIR_RESOURCE_TYPES, VALUE_TYPES } from './datasetSchema';

export type FhirResourceType = (typeof FHIR_RESOURCE_TYPES)[number];
export type FhirElementField = (typeof FHIR_ELEMENT_FIELDS)[number];
type ValueType = (typeof VALUE_TYPES)[number];

/**
 * Which resources have each field an element may fill, and which kinds of value it holds.
 * An Observation's elements need none (they are its value or components); 'extension' fits
 * any resource and any value.
 */
export const FHIR_ELEMENT_FIELD_FITS: Record<
  FhirElementField,
  { resources: readonly FhirResourceType[]; valueTypes: readonly ValueType[] }
> = {
  'code.text': {
    resources: ['AllergyIntolerance', 'Condition', 'Procedure'],
    valueTypes: ['text'],
  },
  note: {
    resources: [
      'AllergyIntolerance',
      'Condition',
      'Procedure',
      'MedicationStatement',
      'FamilyMemberHistory',
    ],
    valueTypes: ['text'],
  },
  clinicalStatus: { resources: ['AllergyIntolerance', 'Condition'], valueTypes: ['boolean'] },
  complication: { resources: ['Procedure'], valueTypes: ['text'] },
  performedDateTime: { resources: ['Procedure'], valueTypes: ['date'] },
  'condition.code.text': { resources: ['FamilyMemberHistory'], valueTypes: ['text'] },
  'medicationCodeableConcept.text': { resources: ['MedicationStatement'], valueTypes: ['text'] },
  'dosage.text': { resources: ['MedicationStatement'], valueTypes: ['text'] },
  extension: {
    resources: [
      'AllergyIntolerance',
      'Condition',
      'Procedure',
      'MedicationStatement',
      'FamilyMemberHistory',
    ],
    valueTypes: ['integer', 'decimal', 'date', 'boolean', 'text'],
  },
};
