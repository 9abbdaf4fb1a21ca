import {
  MOTUS_AREA_CODE_SYSTEM_PATH,
  MOTUS_CANONICAL_URL,
  MOTUS_DATASET_CODE_SYSTEM_PATH,
  MOTUS_ELEMENT_EXTENSION_PATH,
  MOTUS_RECORD_DATE_EXTENSION_PATH,
  MOTUS_VALUE_SCALE_EXTENSION_PATH,
} from '../../../shared/api/yourDataEndpoints';

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/observation-category';
export const CONDITION_CLINICAL_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const ALLERGY_CLINICAL_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
export const OBSERVATION_INTERPRETATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
export const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';

/** Observation statuses a source stands behind; preliminary, cancelled or erroneous ones are not stored. */
export const FINAL_OBSERVATION_STATUSES: ReadonlySet<string> = new Set([
  'final',
  'amended',
  'corrected',
]);

/**
 * A routine session's code in the Motus code system: not a dataset, so neither `<id>` nor
 * `<id>.<element>`, and an import knows it is not a reading.
 */
export const ROUTINE_SESSION_CODE = 'routine-session';

/** The addresses of Motus's own code systems and extensions, the same on every server. */
export interface MotusSystems {
  datasets: string;
  elementExtension: string;
  recordDateExtension: string;
  valueScaleExtension: string;
  /** Where a reading's id is unique: its identifier system. */
  readings: string;
  /** Where a person's lifelong id is unique: the Patient's identifier system. */
  patients: string;
  /** The areas a grant shares: profile ids and 'workout'. */
  areas: string;
}

export const MOTUS_SYSTEMS: MotusSystems = {
  datasets: `${MOTUS_CANONICAL_URL}${MOTUS_DATASET_CODE_SYSTEM_PATH}`,
  elementExtension: `${MOTUS_CANONICAL_URL}${MOTUS_ELEMENT_EXTENSION_PATH}`,
  recordDateExtension: `${MOTUS_CANONICAL_URL}${MOTUS_RECORD_DATE_EXTENSION_PATH}`,
  valueScaleExtension: `${MOTUS_CANONICAL_URL}${MOTUS_VALUE_SCALE_EXTENSION_PATH}`,
  readings: `${MOTUS_CANONICAL_URL}/fhir/NamingSystem/readings`,
  patients: `${MOTUS_CANONICAL_URL}/fhir/NamingSystem/patients`,
  areas: `${MOTUS_CANONICAL_URL}${MOTUS_AREA_CODE_SYSTEM_PATH}`,
};

/**
 * An export of any Motus server is imported on any other, older ones included, whose systems
 * were under their own public address: the paths are the same under every base, so a Motus
 * system is known by its path.
 */
export function isMotusSystem(system: string | undefined, path: string): boolean {
  return system !== undefined && /^https?:\/\//.test(system) && system.endsWith(path);
}

export const AUDIT_EVENT_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/audit-event-type';
export const RESTFUL_INTERACTION_SYSTEM = 'http://hl7.org/fhir/restful-interaction';
export const DICOM_SYSTEM = 'http://dicom.nema.org/resources/ontology/DCM';
export const AUDIT_ENTITY_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/audit-entity-type';
export const OBJECT_ROLE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/object-role';
export const CONSENT_SCOPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/consentscope';
export const ACT_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const PARTICIPATION_TYPE_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
