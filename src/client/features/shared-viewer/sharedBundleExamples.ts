import type { Bundle, FhirResource } from 'fhir/r4';

const MOTUS = 'http://localhost:3000/fhir/CodeSystem/datasets';
const PATIENT = 'urn:uuid:6f1c1f0e-4c7a-4b8e-9d4c-2f6a0b1c2d3e';

/** A link's Bundle as Motus makes it: a patient, blood pressure, resting heart rate, an allergy. */
export const sharedBundleExample: Bundle<FhirResource> = {
  resourceType: 'Bundle',
  type: 'collection',
  timestamp: '2026-11-26T10:00:00+00:00',
  entry: [
    {
      fullUrl: PATIENT,
      resource: {
        resourceType: 'Patient',
        name: [{ given: ['Alex'], family: 'Runner' }],
        gender: 'male',
        birthDate: '1992-04-12',
      },
    },
    ...[
      ['2026-11-20T07:30:00+00:00', 121, 79],
      ['2026-11-22T07:45:00+00:00', 134, 88],
    ].map(([when, systolic, diastolic]) => ({
      fullUrl: `urn:uuid:bp-${String(when)}`,
      resource: {
        resourceType: 'Observation' as const,
        status: 'final' as const,
        code: {
          coding: [
            { system: 'http://loinc.org', code: '85354-9' },
            { system: MOTUS, code: '7', display: 'Blood Pressure' },
          ],
          text: 'Blood Pressure',
        },
        subject: { reference: PATIENT },
        effectiveDateTime: String(when),
        component: [
          {
            code: { coding: [{ system: MOTUS, code: '7.systolic', display: 'Systolic' }] },
            valueQuantity: { value: Number(systolic), unit: 'mmHg' },
          },
          {
            code: { coding: [{ system: MOTUS, code: '7.diastolic', display: 'Diastolic' }] },
            valueQuantity: { value: Number(diastolic), unit: 'mmHg' },
          },
        ],
      },
    })),
    {
      fullUrl: 'urn:uuid:hr-1',
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: {
          coding: [{ system: MOTUS, code: '9.rested_hr', display: 'Resting Heart Rate' }],
          text: 'Resting Heart Rate',
        },
        subject: { reference: PATIENT },
        effectiveDateTime: '2026-11-21T06:50:00+00:00',
        valueQuantity: { value: 58, unit: 'bpm' },
        referenceRange: [{ low: { value: 60 }, high: { value: 100 } }],
      },
    },
    {
      fullUrl: 'urn:uuid:allergy-1',
      resource: {
        resourceType: 'AllergyIntolerance',
        patient: { reference: PATIENT },
        code: { text: 'Peanuts' },
        recordedDate: '2026-03-02',
        note: [{ text: 'Carries an auto-injector' }],
      },
    },
    {
      fullUrl: 'urn:uuid:surgery-1',
      resource: {
        resourceType: 'Procedure',
        meta: { tag: [{ system: MOTUS, code: '57', display: 'Surgery Event' }] },
        status: 'completed',
        subject: { reference: PATIENT },
        code: { text: 'Knee arthroscopy' },
        extension: [
          {
            url: 'http://localhost:3000/fhir/StructureDefinition/record-date',
            valueDateTime: '2025-06-10T00:00:00+00:00',
          },
          {
            url: 'http://localhost:3000/fhir/StructureDefinition/dataset-element',
            extension: [
              { url: 'code', valueCode: '57.days_in_hospital' },
              { url: 'value', valueInteger: 2 },
            ],
          },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:session-1',
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: {
          coding: [{ system: MOTUS, code: 'routine-session', display: 'Routine session' }],
          text: 'Routine session: Morning mobility',
        },
        subject: { reference: PATIENT },
        effectiveDateTime: '2026-11-23T08:10:00+00:00',
        component: [
          {
            code: {
              coding: [
                { system: MOTUS, code: 'routine-session.time_total', display: 'Total time' },
              ],
            },
            valueQuantity: { value: 900, unit: 's' },
          },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:consent-1',
      resource: {
        resourceType: 'Consent',
        status: 'active',
        scope: { text: 'patient-privacy' },
        category: [{ text: 'grant' }],
      },
    },
  ],
};

const AREAS = 'http://localhost:3000/fhir/CodeSystem/areas';

/** Each example resource's area, as Motus tags it: the app's profile, or the workout. */
const AREA_OF_ENTRY: [string, { code: string; display: string }][] = [
  ['urn:uuid:bp-', { code: 'vitals', display: 'Vitals Profile' }],
  ['urn:uuid:hr-', { code: 'vitals', display: 'Vitals Profile' }],
  ['urn:uuid:pain-', { code: 'pain', display: 'Pain Score Profile' }],
  ['urn:uuid:allergy-', { code: 'medical', display: 'Medical Profile' }],
  ['urn:uuid:surgery-', { code: 'medical', display: 'Medical Profile' }],
  ['urn:uuid:session-', { code: 'workout', display: 'Workout' }],
];

const painScore: Bundle<FhirResource>['entry'] = [
  {
    fullUrl: 'urn:uuid:pain-1',
    resource: {
      resourceType: 'Observation',
      extension: [
        {
          url: 'http://localhost:3000/fhir/StructureDefinition/value-scale',
          valueRange: { low: { value: 0 }, high: { value: 10 } },
        },
      ],
      status: 'final',
      code: {
        coding: [{ system: MOTUS, code: '17', display: 'Pain Score' }],
        text: 'Pain Score',
      },
      subject: { reference: PATIENT },
      effectiveDateTime: '2026-11-22T18:00:00+00:00',
      component: [
        {
          code: { coding: [{ system: MOTUS, code: '17.pain_at_rest', display: 'Pain at Rest' }] },
          valueInteger: 3,
        },
        {
          code: {
            coding: [{ system: MOTUS, code: '17.pain_with_motion', display: 'Pain with Motion' }],
          },
          valueInteger: 8,
        },
      ],
    },
  },
];

/**
 * The same Bundle as a Motus server now makes it: each resource tagged with its area, and a
 * pain score carrying the 0 to 10 scale it is drawn on.
 */
export const areaTaggedBundleExample: Bundle<FhirResource> = {
  ...sharedBundleExample,
  entry: [
    ...(sharedBundleExample.entry ?? []).slice(0, 4),
    ...painScore,
    ...(sharedBundleExample.entry ?? []).slice(4),
  ].map((entry) => {
    const area = AREA_OF_ENTRY.find(([prefix]) => entry.fullUrl?.startsWith(prefix))?.[1];
    const resource = entry.resource;
    if (area === undefined || resource === undefined) return entry;
    const tags = [...(resource.meta?.tag ?? []), { system: AREAS, ...area }];
    return { ...entry, resource: { ...resource, meta: { ...resource.meta, tag: tags } } };
  }),
};
