import type { FhirResource, Observation } from 'fhir/r4';
import type { FhirDatasetIndex } from './fhirDatasetIndex';
import {
  medicalResourceOfReading,
  readingOfMedicalResource,
  type MedicalResource,
} from './medicalResourceMapping';
import { observationsOfReading } from './observationMapping';
import { readingOfObservation } from './readingOfObservation';
import {
  notAReading,
  type ReadingExportContext,
  type ReadingFromResource,
  type ReadingToExport,
} from './readingResourceTypes';

const MEDICAL_RESOURCE_TYPES: ReadonlySet<string> = new Set<MedicalResource['resourceType']>([
  'AllergyIntolerance',
  'Condition',
  'Procedure',
  'FamilyMemberHistory',
  'MedicationStatement',
]);
const isMedicalResource = (resource: FhirResource): resource is MedicalResource =>
  MEDICAL_RESOURCE_TYPES.has(resource.resourceType);

/** What a Motus export holds beside the readings. */
const BESIDE_READINGS: ReadonlySet<string> = new Set(['Patient', 'Consent', 'AuditEvent']);

export type ReadingResource = Observation | MedicalResource;

/**
 * A reading → the resources its dataset's config names: an Observation (one per element with
 * `fhir.per_element`), or for a medical record its AllergyIntolerance, Condition, Procedure,
 * FamilyMemberHistory or MedicationStatement. None for a dataset no config holds any more.
 */
export function readingToResources(
  reading: ReadingToExport,
  context: ReadingExportContext,
): ReadingResource[] {
  const indexed = context.index.byId.get(reading.datasetId);
  if (indexed === undefined) return [];
  return indexed.resource === 'Observation'
    ? observationsOfReading(indexed, reading, context)
    : [medicalResourceOfReading(indexed, reading, context)];
}

/**
 * A resource → the reading it is ({ datasetId, created_on, values }, values checked as a write
 * checks them), or a refusal with its reason. Driven by the configs only: a dataset a config
 * adds is imported with no code. Times are read in the importing person's zone (decision 034).
 */
export function readingFromResource(
  resource: FhirResource,
  index: FhirDatasetIndex,
  timeZone?: string,
): ReadingFromResource {
  if (resource.resourceType === 'Observation')
    return readingOfObservation(resource, index, { timeZone });
  if (isMedicalResource(resource)) return readingOfMedicalResource(resource, index, timeZone);
  // Beside the readings of an export, or a type Motus holds nothing of: passed over alike.
  return notAReading(
    BESIDE_READINGS.has(resource.resourceType)
      ? `A ${resource.resourceType} is not a reading`
      : `Motus holds no ${resource.resourceType}`,
  );
}
