import type { Observation } from 'fhir/r4';
import { searchFhir } from './fhirSearch';
import { PartnerUnavailableError } from './partnerUnavailable';

/**
 * The laboratory Observations the partner holds for the person with this identifier, or
 * undefined when it knows no such patient. Observations come from a plain search and from
 * the DiagnosticReports that group them (their results included), each once.
 */
export async function partnerObservations(
  baseUrl: string,
  idNumber: string,
): Promise<Observation[] | undefined> {
  const patients = (await searchFhir(baseUrl, 'Patient', { identifier: idNumber })).filter(
    (resource) => resource.resourceType === 'Patient',
  );
  if (patients.length === 0) return undefined;
  if (patients.length > 1) {
    // Two people under one identifier: importing either could put someone else's blood in
    // this person's record.
    throw new PartnerUnavailableError('The identity number matches more than one patient');
  }
  const patientId = patients[0]?.id;
  if (patientId === undefined) throw new PartnerUnavailableError('The patient has no id');

  const [observations, reports] = await Promise.all([
    searchFhir(baseUrl, 'Observation', { patient: patientId, category: 'laboratory' }),
    searchFhir(baseUrl, 'DiagnosticReport', {
      patient: patientId,
      _include: 'DiagnosticReport:result',
    }),
  ]);
  const byId = new Map<string, Observation>();
  for (const resource of [...observations, ...reports]) {
    if (resource.resourceType !== 'Observation') continue;
    const key = resource.id ?? JSON.stringify(resource);
    if (!byId.has(key)) byId.set(key, resource);
  }
  return [...byId.values()];
}
