import type { Bundle, DiagnosticReport, Observation, Patient, Resource } from 'fhir/r4';
import { DateTime } from 'luxon';

/** The identity number the fixture laboratory knows Motus's test patient by. */
export const FIXTURE_ID_NUMBER = '8001015009087';
const PATIENT_ID = 'pat-1';

interface ResultSpec {
  id: string;
  loinc: string;
  display: string;
  value: number;
  unit: string;
  daysAgo: number;
  status?: Observation['status'];
  range?: { low?: number; high?: number };
}

function observation(spec: ResultSpec, now: DateTime): Observation {
  const quantity = (value: number) => ({
    value,
    unit: spec.unit,
    system: 'http://unitsofmeasure.org',
    code: spec.unit,
  });
  return {
    resourceType: 'Observation',
    id: spec.id,
    status: spec.status ?? 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
    ],
    code: {
      coding: [{ system: 'http://loinc.org', code: spec.loinc, display: spec.display }],
      text: spec.display,
    },
    subject: { reference: `Patient/${PATIENT_ID}` },
    effectiveDateTime: now
      .minus({ days: spec.daysAgo })
      .set({ hour: 8, minute: 15, second: 0, millisecond: 0 })
      .toISO({ suppressMilliseconds: true, includeOffset: true })!,
    valueQuantity: quantity(spec.value),
    ...(spec.range
      ? {
          referenceRange: [
            {
              ...(spec.range.low === undefined ? {} : { low: quantity(spec.range.low) }),
              ...(spec.range.high === undefined ? {} : { high: quantity(spec.range.high) }),
            },
          ],
        }
      : {}),
  };
}

/**
 * What the fixture laboratory holds for its one patient: a lipid panel in SI units grouped
 * by a DiagnosticReport (its HDL with the lab's own interval), single results in US units
 * (mg/dL, g/dL), and three it must not import: an analyte no test takes, haemoglobin in a
 * unit we cannot convert, and a preliminary result.
 */
export function partnerLabRecords(now: DateTime = DateTime.now()) {
  const panel: ResultSpec[] = [
    // 1.1 is inside the typical ≥ 1.0 for a man, below this lab's own 1.2: the lab's wins.
    {
      id: 'obs-hdl-si',
      loinc: '14646-4',
      display: 'HDL Cholesterol',
      value: 1.1,
      unit: 'mmol/L',
      daysAgo: 20,
      range: { low: 1.2, high: 3 },
    },
    {
      id: 'obs-ldl-si',
      loinc: '39469-2',
      display: 'LDL Cholesterol',
      value: 3.4,
      unit: 'mmol/L',
      daysAgo: 20,
    },
    {
      id: 'obs-tg-si',
      loinc: '14927-8',
      display: 'Triglycerides',
      value: 1.2,
      unit: 'mmol/L',
      daysAgo: 20,
    },
  ];
  const single: ResultSpec[] = [
    // 52 mg/dL × 0.02586 = 1.34 mmol/L
    {
      id: 'obs-hdl-us',
      loinc: '2085-9',
      display: 'HDL Cholesterol',
      value: 52,
      unit: 'mg/dL',
      daysAgo: 5,
    },
    // 90 mg/dL × 0.05549 = 4.99 mmol/L
    {
      id: 'obs-glucose-us',
      loinc: '2345-7',
      display: 'Glucose',
      value: 90,
      unit: 'mg/dL',
      daysAgo: 5,
    },
    // 7.1 g/dL × 10 = 71 g/L
    {
      id: 'obs-protein-us',
      loinc: '2885-2',
      display: 'Protein, total',
      value: 7.1,
      unit: 'g/dL',
      daysAgo: 5,
    },
    { id: 'obs-zinc', loinc: '5763-8', display: 'Zinc', value: 12, unit: 'umol/L', daysAgo: 5 },
    {
      id: 'obs-hb-mmol',
      loinc: '718-7',
      display: 'Haemoglobin',
      value: 9,
      unit: 'mmol/L',
      daysAgo: 5,
    },
    {
      id: 'obs-crp-prelim',
      loinc: '1988-5',
      display: 'CRP',
      value: 3,
      unit: 'mg/L',
      daysAgo: 1,
      status: 'preliminary',
    },
  ];
  const patient: Patient = {
    resourceType: 'Patient',
    id: PATIENT_ID,
    identifier: [{ system: 'urn:motus:fixture:national-id', value: FIXTURE_ID_NUMBER }],
    name: [{ family: 'Fixture', given: ['Pat'] }],
  };
  const panelObservations = panel.map((spec) => observation(spec, now));
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: 'report-lipids',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: '57698-3', display: 'Lipid panel' }] },
    subject: { reference: `Patient/${PATIENT_ID}` },
    result: panelObservations.map((item) => ({ reference: `Observation/${item.id}` })),
  };
  return {
    patient,
    report,
    panelObservations,
    singleObservations: single.map((spec) => observation(spec, now)),
  };
}

export function searchset(resources: readonly Resource[], next?: string): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    ...(next ? { link: [{ relation: 'next', url: next }] } : {}),
    entry: resources.map((resource) => ({ resource })),
  };
}
