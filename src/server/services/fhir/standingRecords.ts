import type { FhirResourceType } from '../../../shared/profile-config/fhirElementFields';
import type { ReadingValues } from '../../db/tables/readingsTable';
import type { IndexedDataset } from './fhirDatasetIndex';

/**
 * Records that state what holds of a person until it ends: their allergies, conditions and
 * medications. A summary for a clinician carries those that still hold, whenever they were
 * recorded (the International Patient Summary requires them); a date window limits the readings.
 */
const STANDING_RESOURCES: ReadonlySet<FhirResourceType> = new Set<FhirResourceType>([
  'AllergyIntolerance',
  'Condition',
  'MedicationStatement',
]);

export const isStandingDataset = (indexed: IndexedDataset): boolean =>
  STANDING_RESOURCES.has(indexed.resource);

/**
 * Whether a standing record still holds: not marked resolved (an element the config maps to
 * `clinicalStatus`, Yes stored as 1). A record with no such element (an allergy, a medication,
 * which Motus records with no end) holds until it is deleted.
 */
export function stillHolds(indexed: IndexedDataset, values: ReadingValues): boolean {
  return !indexed.elements.some(
    ({ element, field }) => element.fhir === 'clinicalStatus' && Number(values[field]) === 1,
  );
}
