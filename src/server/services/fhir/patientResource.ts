import type { Patient } from 'fhir/r4';
import type { ExportPerson } from '../../db/repositories/exportPagesRepository';

/** The person the export is about: the first entry, named by every other resource. */
export function patientResource(person: ExportPerson): Patient {
  return {
    resourceType: 'Patient',
    name: [{ given: [person.first_name], family: person.last_name }],
    gender: person.gender === 'Male' ? 'male' : 'female',
    birthDate: person.date_of_birth,
  };
}
