import type {
  AllergyIntolerance,
  Condition,
  FamilyMemberHistory,
  FhirResource,
  MedicationStatement,
  Observation,
  Procedure,
} from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { validateProfileConfigs } from '../../../shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from '../../../../tests/configs/shippedConfigFiles';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { fhirDatasetIndex } from './fhirDatasetIndex';
import { TYPICAL_RANGE_TEXT } from './fhirTexts';
import { readingFromResource, readingToResources } from './readingResources';
import type { BundleResource } from '../fhirImport/bundleResources';
import { joinReadingPieces } from '../fhirImport/joinReadingPieces';

const index = fhirDatasetIndex(validateProfileConfigs(shippedConfigFiles()));
const MOTUS = 'https://motus.health/fhir/CodeSystem/datasets';
const UCUM = 'http://unitsofmeasure.org';
const patientReference = 'urn:uuid:5f1c1a0e-3c56-4f43-9d5e-0c8e1f1c2a11';
const context = { index, patientReference };

function exported(datasetId: number, created_on: string, values: ReadingValues) {
  const [resource, ...others] = readingToResources(
    { id: 7, datasetId, created_on, values },
    context,
  );
  if (resource === undefined) throw new Error(`No dataset ${datasetId}`);
  if (others.length > 0) throw new Error(`Dataset ${datasetId} leaves as several resources`);
  return resource;
}

function refusedFor(resource: FhirResource): string {
  const outcome = readingFromResource(resource, index);
  if (outcome.ok) throw new Error(`Mapped to dataset ${outcome.reading.datasetId}`);
  return outcome.reason;
}

function imported(resource: FhirResource) {
  const outcome = readingFromResource(resource, index);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.reading;
}

const OFFSET = /[+-]\d{2}:\d{2}$/;

describe('a reading of one number', () => {
  const observation = exported(194, '2026-03-02 07:45:00', { rested_hr: 58 }) as Observation;

  it('is an Observation coded by LOINC and the Motus element code, in UCUM', () => {
    expect(observation).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      identifier: [{ value: '7' }],
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'vital-signs',
            },
          ],
        },
      ],
      code: {
        coding: [
          // A resting heart rate is a heart rate: the profile's code first, then the specific one.
          { system: 'http://loinc.org', code: '8867-4' },
          { system: 'http://loinc.org', code: '40443-4' },
          { system: MOTUS, code: '194.rested_hr', display: 'Resting Heart Rate' },
        ],
        text: 'Resting Heart Rate',
      },
      subject: { reference: patientReference },
      valueQuantity: { value: 58, unit: 'bpm', system: UCUM, code: '/min' },
    });
  });

  it('keeps the wall-clock digits and adds the server offset', () => {
    expect(observation.effectiveDateTime).toMatch(/^2026-03-02T07:45:00[+-]\d{2}:\d{2}$/);
  });

  it('comes back as the same reading', () => {
    expect(imported(observation)).toEqual({
      datasetId: 194,
      created_on: '2026-03-02 07:45:00',
      values: { rested_hr: 58 },
    });
  });

  it("reads a time written in another zone as the importing person's clock showed it", () => {
    const elsewhere = { ...observation, effectiveDateTime: '2026-03-02T23:10:00+09:00' };
    const outcome = readingFromResource(elsewhere, index, 'Europe/Berlin');
    expect(outcome).toMatchObject({ ok: true, reading: { created_on: '2026-03-02 15:10:00' } });
  });

  it("takes the offset of the person's zone on that day", () => {
    const [winter] = readingToResources(
      { datasetId: 194, created_on: '2026-01-15 07:30:00', values: { rested_hr: 58 } },
      { ...context, timeZone: 'Europe/Berlin' },
    );
    const [summer] = readingToResources(
      { datasetId: 194, created_on: '2026-07-15 07:30:00', values: { rested_hr: 58 } },
      { ...context, timeZone: 'Europe/Berlin' },
    );
    expect(winter).toMatchObject({ effectiveDateTime: '2026-01-15T07:30:00+01:00' });
    expect(summer).toMatchObject({ effectiveDateTime: '2026-07-15T07:30:00+02:00' });
  });

  it('is refused when out of what the dataset accepts, naming the element', () => {
    expect(
      refusedFor({ ...observation, valueQuantity: { value: 900, system: UCUM, code: '/min' } }),
    ).toContain('Resting Heart Rate');
  });

  it('is refused in a unit the element does not take', () => {
    expect(
      refusedFor({ ...observation, valueQuantity: { value: 58, system: UCUM, code: '/s' } }),
    ).toContain('/s');
  });

  it('is refused with a date in the future', () => {
    expect(refusedFor({ ...observation, effectiveDateTime: '2999-01-01' })).toContain('future');
  });
});

describe('a decimal judged against an interval when it was written', () => {
  const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

  it('carries the typical interval it was judged against, said to be typical, and its flag', () => {
    const observation = exported(152, '2026-02-01 08:00:00', {
      hb: 118.5,
      hb_reference_low: 120,
      hb_reference_high: 150,
      hb_reference_source: 'typical',
      hb_reference_flag: 'L',
    }) as Observation;
    expect(observation.valueQuantity).toEqual({
      value: 118.5,
      unit: 'g/L',
      system: UCUM,
      code: 'g/L',
    });
    expect(observation.referenceRange).toEqual([
      {
        low: { value: 120, unit: 'g/L', system: UCUM, code: 'g/L' },
        high: { value: 150, unit: 'g/L', system: UCUM, code: 'g/L' },
        text: TYPICAL_RANGE_TEXT,
      },
    ]);
    expect(observation.interpretation).toEqual([
      { coding: [{ system: INTERPRETATION, code: 'L', display: 'Low' }] },
    ]);
    // The interval travels with the reading, still typical; the flag is made again on storing.
    expect(imported(observation).values).toEqual({
      hb: 118.5,
      hb_reference_low: 120,
      hb_reference_high: 150,
      hb_reference_source: 'typical',
    });
  });

  it("carries the laboratory's own interval and brings it back", () => {
    const values = {
      hdl: 1.34,
      hdl_reference_low: 1,
      hdl_reference_high: 2.2,
      hdl_reference_source: 'laboratory',
      hdl_reference_flag: 'N',
    };
    const observation = exported(97, '2026-02-01 08:00:00', values) as Observation;
    expect(observation.referenceRange).toEqual([
      {
        low: { value: 1, unit: 'mmol/L', system: UCUM, code: 'mmol/L' },
        high: { value: 2.2, unit: 'mmol/L', system: UCUM, code: 'mmol/L' },
      },
    ]);
    expect(observation.interpretation?.[0]?.coding?.[0]?.code).toBe('N');
    expect(imported(observation).values).toEqual({
      hdl: 1.34,
      hdl_reference_low: 1,
      hdl_reference_high: 2.2,
    });
  });

  it('carries no interval or flag on a reading that was never judged', () => {
    const observation = exported(97, '2026-02-01 08:00:00', { hdl: 1.34 }) as Observation;
    expect(observation.referenceRange).toBeUndefined();
    expect(observation.interpretation).toBeUndefined();
  });
});

describe('a reading of several numbers', () => {
  const observation = exported(188, '2026-03-02 07:45:00', {
    systolic_value: 121,
    diastolic_value: 79,
  }) as Observation;

  it('is a panel with one component per value', () => {
    expect(observation.code.coding).toEqual([
      { system: 'http://loinc.org', code: '85354-9' },
      { system: MOTUS, code: '188', display: 'Blood Pressure' },
    ]);
    expect(observation.valueQuantity).toBeUndefined();
    expect(observation.component).toEqual([
      {
        code: {
          coding: [
            { system: 'http://loinc.org', code: '8480-6' },
            { system: MOTUS, code: '188.systolic_value', display: 'Systolic' },
          ],
          text: 'Systolic',
        },
        valueQuantity: { value: 121, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
      },
      expect.objectContaining({
        valueQuantity: { value: 79, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
      }),
    ]);
  });

  it('comes back as the same reading', () => {
    expect(imported(observation)).toEqual({
      datasetId: 188,
      created_on: '2026-03-02 07:45:00',
      values: { systolic_value: 121, diastolic_value: 79 },
    });
  });
});

describe('readings of several vital signs', () => {
  const loincsOf = (concept: { coding?: { system?: string; code?: string }[] } | undefined) =>
    (concept?.coding ?? [])
      .filter((coding) => coding.system === 'http://loinc.org')
      .map((coding) => coding.code);
  const categoryOf = (observation: Observation) => observation.category?.[0]?.coding?.[0]?.code;

  it('a Body Mass leaves as a body weight and a body height, each its own vital sign, and comes back as one reading', () => {
    const values = { body_mass: 72.4, body_height: 1.78 };
    const pieces = readingToResources(
      { id: 9, datasetId: 15, created_on: '2026-03-02 07:45:00', values },
      context,
    ) as Observation[];
    expect(
      pieces.map((piece) => [
        loincsOf(piece.code),
        categoryOf(piece),
        piece.valueQuantity,
        piece.identifier?.[0]?.value,
      ]),
    ).toEqual([
      [['29463-7'], 'vital-signs', { value: 72.4, unit: 'kg', system: UCUM, code: 'kg' }, '9'],
      // The body-height profile takes cm or [in_i]: the stored metres leave as centimetres.
      [['8302-2'], 'vital-signs', { value: 178, unit: 'cm', system: UCUM, code: 'cm' }, '9'],
    ]);
    const joined = joinReadingPieces(
      pieces.map((piece, entry) => ({
        entry,
        resource: piece as unknown as BundleResource['resource'],
      })),
      index,
    );
    expect(joined).toHaveLength(1);
    expect(imported(joined[0]?.resource as unknown as Observation)).toEqual({
      datasetId: 15,
      created_on: '2026-03-02 07:45:00',
      values,
    });
    // One piece alone is still that element of a Body Mass reading.
    expect(imported(pieces[1] as Observation).values).toEqual({ body_height: 1.78 });
  });

  it('a Mass Change holds two body weights as components: not itself a vital sign', () => {
    const values = { mass_before: 70.2, mass_after: 69.5 };
    const observation = exported(193, '2026-03-02 18:00:00', values) as Observation;
    expect(loincsOf(observation.code)).toEqual([]);
    expect(observation.valueQuantity).toBeUndefined();
    expect(categoryOf(observation)).not.toBe('vital-signs');
    expect(observation.component?.map((component) => loincsOf(component.code))).toEqual([
      ['29463-7'],
      ['29463-7'],
    ]);
    expect(imported(observation).values).toEqual(values);
  });

  it('a Recovery Heart Rate holds four heart rates as components', () => {
    const values = {
      recovery_hr_1: 150,
      recovery_hr_2: 130,
      recovery_hr_3: 110,
      recovery_hr_4: 95,
    };
    const observation = exported(11, '2026-03-02 18:00:00', values) as Observation;
    expect(loincsOf(observation.code)).toEqual([]);
    expect(categoryOf(observation)).toBe('activity');
    expect(observation.component?.map((component) => loincsOf(component.code))).toEqual([
      ['8867-4'],
      ['8867-4'],
      ['8867-4'],
      ['8867-4'],
    ]);
    expect(imported(observation).values).toEqual(values);
  });
});

describe('an Observation from elsewhere', () => {
  const foreign = (code: string, quantity: Observation['valueQuantity']): Observation => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    effectiveDateTime: '2026-01-05T09:30:00Z',
    valueQuantity: quantity,
  });

  it("is placed by its LOINC code and converted by the config's factor", () => {
    expect(imported(foreign('2085-9', { value: 52, system: UCUM, code: 'mg/dL' }))).toEqual({
      datasetId: 97,
      created_on: '2026-01-05 09:30:00',
      values: { hdl: 1.34 },
    });
  });

  it('is placed by the LOINC code and UCUM unit of a dataset without import codes', () => {
    expect(imported(foreign('8310-5', { value: 36.8, system: UCUM, code: 'Cel' }))).toMatchObject({
      datasetId: 189,
      values: { temperature: 36.8 },
    });
  });

  it('is refused, not guessed, when two datasets take the same code and unit', () => {
    expect(refusedFor(foreign('40443-4', { value: 60, system: UCUM, code: '/min' }))).toContain(
      'not guessed',
    );
  });

  it('is refused when no dataset takes its code', () => {
    expect(refusedFor(foreign('1234-5', { value: 1, system: UCUM, code: 'mg' }))).toBe(
      'No dataset takes LOINC 1234-5',
    );
  });
});

describe('a reading of text, a date and a whole number without a unit', () => {
  const values = {
    description: 'Two knocks in one match',
    date_of_last_episode: '2025-10-04',
    no_of_concussions: 2,
  };
  const observation = exported(205, '2026-01-10 00:00:00', values) as Observation;

  it('stays an Observation under the Motus code, the day without a time', () => {
    expect(observation.effectiveDateTime).toBe('2026-01-10');
    expect(
      observation.component?.map(({ code, ...value }) => [code.coding?.[0]?.code, value]),
    ).toEqual([
      ['205.description', { valueString: 'Two knocks in one match' }],
      ['205.date_of_last_episode', { valueDateTime: '2025-10-04' }],
      ['205.no_of_concussions', { valueQuantity: { value: 2 } }],
    ]);
  });

  it('comes back as the same record', () => {
    expect(imported(observation)).toEqual({
      datasetId: 205,
      created_on: '2026-01-10 00:00:00',
      values,
    });
  });
});

describe('medical records', () => {
  const event = {
    description: 'Stress fracture, left tibia',
    comment: 'Found on MRI',
    current_treatment: 'Boot for six weeks',
    complications: 'None',
    date_of_treatment: '2025-09-01',
    resolved: 1,
  };

  it('an Allergy is an AllergyIntolerance', () => {
    const allergy = exported(201, '2025-05-02 00:00:00', {
      description: 'Penicillin',
    }) as AllergyIntolerance;
    expect(allergy).toMatchObject({
      resourceType: 'AllergyIntolerance',
      meta: {
        tag: [
          { system: MOTUS, code: '201' },
          { system: 'https://motus.health/fhir/CodeSystem/areas', code: 'medical' },
        ],
      },
      code: { text: 'Penicillin' },
      patient: { reference: patientReference },
      recordedDate: '2025-05-02',
    });
    expect(imported(allergy)).toEqual({
      datasetId: 201,
      created_on: '2025-05-02 00:00:00',
      values: { description: 'Penicillin' },
    });
  });

  it('a Medical Event is a Condition: resolved as its clinical status, the rest in fields or the Motus extension', () => {
    const condition = exported(202, '2025-09-03 00:00:00', event) as Condition;
    expect(condition).toMatchObject({
      resourceType: 'Condition',
      code: { text: event.description },
      note: [{ text: event.comment }],
      clinicalStatus: { coding: [{ code: 'resolved' }] },
      subject: { reference: patientReference },
      recordedDate: '2025-09-03',
    });
    expect(condition.extension).toHaveLength(3);
    expect(imported(condition)).toEqual({
      datasetId: 202,
      created_on: '2025-09-03 00:00:00',
      values: event,
    });
    const unresolved = exported(202, '2025-09-03 00:00:00', { ...event, resolved: 0 });
    expect(imported(unresolved).values.resolved).toBe(0);
  });

  it('a Surgery Event is a Procedure performed on its date of treatment', () => {
    const procedure = exported(203, '2025-09-03 00:00:00', event) as Procedure;
    expect(procedure).toMatchObject({
      resourceType: 'Procedure',
      status: 'completed',
      code: { text: event.description },
      complication: [{ text: 'None' }],
      performedDateTime: '2025-09-01',
    });
    expect(imported(procedure)).toEqual({
      datasetId: 203,
      created_on: '2025-09-03 00:00:00',
      values: event,
    });
  });

  it('a Family Medical Event is a FamilyMemberHistory', () => {
    const history = exported(204, '2025-09-03 00:00:00', {
      ...event,
      resolved: 0,
    }) as FamilyMemberHistory;
    expect(history).toMatchObject({
      resourceType: 'FamilyMemberHistory',
      status: 'completed',
      condition: [{ code: { text: event.description } }],
      date: '2025-09-03',
    });
    expect(imported(history).values).toEqual({ ...event, resolved: 0 });
  });

  it('a Medication is a MedicationStatement with its dose', () => {
    const statement = exported(206, '2025-09-03 00:00:00', {
      description: 'Ibuprofen',
      dose: '200 mg twice a day',
    }) as MedicationStatement;
    expect(statement).toMatchObject({
      resourceType: 'MedicationStatement',
      medicationCodeableConcept: { text: 'Ibuprofen' },
      dosage: [{ text: '200 mg twice a day' }],
      dateAsserted: '2025-09-03',
    });
    expect(imported(statement).values).toEqual({
      description: 'Ibuprofen',
      dose: '200 mg twice a day',
    });
  });

  it('one from elsewhere is refused: it lacks what the form requires', () => {
    expect(
      refusedFor({
        resourceType: 'Condition',
        subject: { reference: patientReference },
        code: { text: 'Asthma' },
      }),
    ).toBe('A Condition is imported only from a Motus export');
  });

  it("an older Motus server's export, its systems under its own address, is read by their path", () => {
    const allergy = exported(201, '2025-05-02 00:00:00', {
      description: 'Penicillin',
    }) as AllergyIntolerance;
    const moved = JSON.parse(
      JSON.stringify(allergy).replaceAll('https://motus.health', 'http://localhost:3000'),
    ) as AllergyIntolerance;
    expect(imported(moved).datasetId).toBe(201);
  });
});

describe('resources that are not readings', () => {
  it('are passed over, a type Motus holds nothing of as an export’s Patient', () => {
    expect(readingFromResource({ resourceType: 'Patient' }, index)).toMatchObject({
      ok: false,
      notAReading: true,
    });
    expect(readingFromResource({ resourceType: 'Basic', code: {} }, index)).toEqual({
      ok: false,
      reason: 'Motus holds no Basic',
      problems: [],
      notAReading: true,
    });
  });
});

it('a created_on with a time is written with an offset', () => {
  const observation = exported(10, '2026-03-29 02:30', { step_count: 9000 }) as Observation;
  expect(observation.effectiveDateTime).toMatch(OFFSET);
  expect(observation.effectiveDateTime?.slice(0, 19)).toBe('2026-03-29T02:30:00');
  expect(observation.valueQuantity).toEqual({
    value: 9000,
    unit: 'steps',
    system: UCUM,
    code: '{steps}',
  });
});

describe('a unit with no UCUM code', () => {
  const configs = validateProfileConfigs(shippedConfigFiles()).map((config) => ({
    ...config,
    datasets: config.datasets.map((dataset) =>
      dataset.id !== 62
        ? dataset
        : {
            ...dataset,
            structure: {
              elements: dataset.structure.elements.map(({ ucum: _ucum, ...element }) => ({
                ...element,
                export: 'motus-only' as const,
              })),
            },
          },
    ),
  }));
  const motusOnly = fhirDatasetIndex(configs);

  it('travels under the Motus code with its unit as text only, and comes back', () => {
    const [observation] = readingToResources(
      { datasetId: 62, created_on: '2026-02-02 10:00:00', values: { wingate_test: 410.5 } },
      { index: motusOnly, patientReference },
    ) as Observation[];
    if (observation === undefined) throw new Error('Dataset 62 exports an Observation');
    expect(observation.code.coding).toEqual([
      { system: MOTUS, code: '62.wingate_test', display: expect.any(String) as string },
    ]);
    expect(observation.valueQuantity).toEqual({ value: 410.5, unit: 'kpm/min' });
    expect(readingFromResource(observation, motusOnly)).toEqual({
      ok: true,
      reading: {
        datasetId: 62,
        created_on: '2026-02-02 10:00:00',
        values: { wingate_test: 410.5 },
      },
    });
  });
});
