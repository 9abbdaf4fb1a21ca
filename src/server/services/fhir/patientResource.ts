import type { BundleEntry, Patient } from 'fhir/r4';
import type { ExportPerson } from '../../db/repositories/exportPagesRepository';
import { MOTUS_SYSTEMS } from './fhirSystems';

/**
 * The person the export is about: the first entry, named by every other resource. Its id, its
 * identifier and its entry's fullUrl are the person's lifelong id, so every export and link of
 * the same person names the same Patient.
 */
export function patientEntry(person: ExportPerson): BundleEntry<Patient> {
  return {
    fullUrl: `urn:uuid:${person.patient_uuid}`,
    resource: {
      resourceType: 'Patient',
      id: person.patient_uuid,
      identifier: [{ system: MOTUS_SYSTEMS.patients, value: person.patient_uuid }],
      name: [{ given: [person.first_name], family: person.last_name }],
      gender: person.gender === 'Male' ? 'male' : 'female',
      birthDate: person.date_of_birth,
    },
  };
}
