import type { Consent } from 'fhir/r4';
import type { ExportGrantRow } from '../../db/repositories/exportPagesRepository';
import {
  ACT_CODE_SYSTEM,
  CONSENT_SCOPE_SYSTEM,
  LOINC_SYSTEM,
  PARTICIPATION_TYPE_SYSTEM,
  type MotusSystems,
} from './fhirSystems';

/**
 * A grant to a doctor → a Consent (decision 022): active until revoked, the provision's period
 * from the day it was given to its last day, the areas it shares as the provision's codes
 * (none: every area, later ones too), the sentence agreed to as the source's title.
 */
export function consentResource(
  grant: ExportGrantRow,
  systems: MotusSystems,
  patientReference: string,
  areaTitle: (area: string) => string,
): Consent {
  const doctor = `${grant.doctor_first_name} ${grant.doctor_last_name}`;
  return {
    resourceType: 'Consent',
    status: grant.revoked_at === null ? 'active' : 'inactive',
    scope: { coding: [{ system: CONSENT_SCOPE_SYSTEM, code: 'patient-privacy' }] },
    category: [{ coding: [{ system: LOINC_SYSTEM, code: '59284-0', display: 'Patient Consent' }] }],
    patient: { reference: patientReference },
    dateTime: grant.given_at.toISOString(),
    performer: [{ reference: patientReference }],
    sourceAttachment: { title: grant.sentence },
    policyRule: { coding: [{ system: ACT_CODE_SYSTEM, code: 'OPTIN' }] },
    provision: {
      type: 'permit',
      period: {
        start: grant.given_at.toISOString(),
        ...(grant.expires_on === null ? {} : { end: grant.expires_on }),
      },
      actor: [
        {
          role: { coding: [{ system: PARTICIPATION_TYPE_SYSTEM, code: 'IRCP' }] },
          reference: { display: doctor },
        },
      ],
      ...(grant.areas === null
        ? {}
        : {
            code: grant.areas.map((area) => ({
              coding: [{ system: systems.areas, code: area, display: areaTitle(area) }],
            })),
          }),
    },
  };
}
