import type { Observation } from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { JUDGEMENT_SUFFIXES } from '../../../shared/api/judgedRangeFields';
import { sharedBundleOf } from './sharedBundle';
import { areaTaggedBundleExample, sharedBundleExample } from './sharedBundleExamples';

describe('a shared Bundle as the viewer shows it', () => {
  const shared = sharedBundleOf(sharedBundleExample);

  it('names the patient and their birth date', () => {
    expect(shared.patient).toEqual({ name: 'Alex Runner', birthDate: '1992-04-12' });
  });

  it('makes one view per dataset, titled by its code text, and leaves consents out', () => {
    expect(shared.views.map((view) => [view.kind, view.tab.label])).toEqual([
      ['chart', 'Blood Pressure'],
      ['chart', 'Resting Heart Rate'],
      ['table', 'Routine session'],
      ['table', 'Allergies'],
      ['table', 'Surgery Event'],
    ]);
  });

  it("charts a panel's components as lines with their units, at the wall-clock time written", () => {
    const bp = shared.views[0];
    if (bp?.kind !== 'chart') throw new Error('Blood pressure is not a chart');
    expect(bp.tab.series.map((line) => [line.field, line.label, line.unit])).toEqual([
      ['systolic', 'Systolic', 'mmHg'],
      ['diastolic', 'Diastolic', 'mmHg'],
    ]);
    expect(bp.records).toEqual([
      { created_on: '2026-11-20 07:30', systolic: 121, diastolic: 79 },
      { created_on: '2026-11-22 07:45', systolic: 134, diastolic: 88 },
    ]);
  });

  it("draws a reading's reference range as the chart's band", () => {
    const hr = shared.views[1];
    if (hr?.kind !== 'chart') throw new Error('Resting heart rate is not a chart');
    expect(hr.tab.reference).toEqual({ low: 60, high: 100 });
    // Every reading lies in the band's own interval: none carries an interval of its own.
    const ownIntervals = hr.records.flatMap((record) =>
      Object.keys(record).filter((key) => key.endsWith(JUDGEMENT_SUFFIXES.low)),
    );
    expect(ownIntervals).toEqual([]);
  });

  it('lists a medical record with its day, what it is and its note', () => {
    const allergies = shared.views[3];
    if (allergies?.kind !== 'table') throw new Error('Allergies are not a table');
    expect(allergies.dataset.structure.elements.map((element) => element.ui_name)).toEqual([
      'What',
      'Note',
    ]);
    expect(allergies.records).toEqual([
      { created_on: '2026-03-02', what: 'Peanuts', note: 'Carries an auto-injector' },
    ]);
  });

  it("lists a medical record's Motus-only values under their names in words", () => {
    const surgeries = shared.views[4];
    if (surgeries?.kind !== 'table') throw new Error('Surgeries are not a table');
    expect(surgeries.dataset.structure.elements.map((element) => element.ui_name)).toEqual([
      'What',
      'Days in hospital',
    ]);
    expect(surgeries.records).toEqual([
      {
        created_on: '2025-06-10',
        what: 'Knee arthroscopy',
        'x:57.days_in_hospital': 2,
      },
    ]);
  });

  it("lists routine sessions, with the routine's name, rather than charting them", () => {
    const sessions = shared.views[2];
    if (sessions?.kind !== 'table') throw new Error('Sessions are not a table');
    expect(sessions.records).toEqual([
      {
        created_on: '2026-11-23 08:10',
        what: 'Routine session: Morning mobility',
        time_total: 900,
      },
    ]);
  });

  it('shows a body weight and a height of one reading, sent as two Observations, as one row', () => {
    const MOTUS = 'http://localhost:3000/fhir/CodeSystem/datasets';
    const piece = (
      reading: string,
      when: string,
      element: string,
      label: string,
      value: number,
      unit: string,
    ): Observation => ({
      resourceType: 'Observation',
      status: 'final',
      identifier: [{ system: 'http://localhost:3000/fhir/NamingSystem/readings', value: reading }],
      code: {
        coding: [{ system: MOTUS, code: `15.${element}`, display: label }],
        text: 'Body Mass',
      },
      effectiveDateTime: when,
      valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
    });
    const { views } = sharedBundleOf({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        piece('9', '2026-11-20T07:30:00+00:00', 'body_mass', 'Body Mass', 72.4, 'kg'),
        piece('9', '2026-11-20T07:30:00+00:00', 'body_height', 'Body Height', 178, 'cm'),
        piece('10', '2026-11-21T07:30:00+00:00', 'body_mass', 'Body Mass', 72.1, 'kg'),
      ].map((resource) => ({ resource })),
    });
    const [body] = views;
    if (body?.kind !== 'chart') throw new Error('Body Mass is not a chart');
    expect(views).toHaveLength(1);
    expect(body.tab.series.map((line) => [line.field, line.unit])).toEqual([
      ['body_mass', 'kg'],
      ['body_height', 'cm'],
    ]);
    expect(body.records).toEqual([
      { created_on: '2026-11-20 07:30', body_mass: 72.4, body_height: 178 },
      { created_on: '2026-11-21 07:30', body_mass: 72.1 },
    ]);
  });

  it('keeps the fixed scale a reading is drawn on (a pain score 0 to 10, not its own highest)', () => {
    const pain = sharedBundleOf(areaTaggedBundleExample).views.find(
      (view) => view.tab.label === 'Pain Score',
    );
    if (pain?.kind !== 'chart') throw new Error('Pain Score is not a chart');
    expect(pain.tab.value_axis).toEqual({ min: 0, max: 10 });
    expect(pain.area).toEqual({ id: 'pain', title: 'Pain Score Profile' });
    expect(shared.views[0]?.tab).not.toHaveProperty('value_axis');
  });
});
