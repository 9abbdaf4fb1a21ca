import { describe, expect, it } from 'vitest';
import type { ExportSessionRow } from '../../db/repositories/exportPagesRepository';
import { MOTUS_SYSTEMS } from './fhirSystems';
import { routineSessionResource } from './routineSessionResource';

const patientReference = 'urn:uuid:5f1c1a0e-3c56-4f43-9d5e-0c8e1f1c2a11';
const MOTUS = MOTUS_SYSTEMS.datasets;
const LIBRARY = new Map([
  [3, 'Wall Squat'],
  [8, 'Straight Leg Raise'],
]);

const run: ExportSessionRow = {
  id: 4,
  routine_name: 'Knee after surgery',
  created_on: '2026-03-02 18:05:00',
  time_total: 600,
  time_exercising: 300,
  exercises_completed: 2,
  exercises_skipped: 0,
  pain_before: 3,
  pain_after: 8,
  hurt_exercise_ids: [8],
};

const exported = (session: ExportSessionRow) =>
  routineSessionResource(session, MOTUS_SYSTEMS, patientReference, 'UTC', (id) => LIBRARY.get(id));

const codesOf = (session: ExportSessionRow) =>
  (exported(session).component ?? []).map((component) => component.code.coding?.[0]?.code);

describe("a run's resource", () => {
  it('carries the pain before and after as bare numbers, as the Pain ratings are written', () => {
    const [, , , , before, after] = exported(run).component ?? [];
    expect(before).toEqual({
      code: {
        coding: [
          {
            system: MOTUS,
            code: 'routine-session.pain_before',
            display: 'Pain before the first exercise (0-10)',
          },
        ],
        text: 'Pain before the first exercise (0-10)',
      },
      valueQuantity: { value: 3 },
    });
    expect(after).toMatchObject({
      code: { coding: [{ code: 'routine-session.pain_after' }] },
      valueQuantity: { value: 8 },
    });
  });

  it('names each exercise that hurt by its name in the library, after the figures and the pain', () => {
    expect(exported(run).component?.at(-1)).toEqual({
      code: {
        coding: [{ system: MOTUS, code: 'routine-session.hurt', display: 'Exercise that hurt' }],
        text: 'Exercise that hurt',
      },
      valueString: 'Straight Leg Raise',
    });
    expect(codesOf({ ...run, hurt_exercise_ids: [3, 8] })).toEqual([
      'routine-session.time_total',
      'routine-session.time_exercising',
      'routine-session.exercises_completed',
      'routine-session.exercises_skipped',
      'routine-session.pain_before',
      'routine-session.pain_after',
      'routine-session.hurt',
      'routine-session.hurt',
    ]);
  });

  it('has only its figures when the run asked no pain, and no rating it skipped', () => {
    const own = { ...run, pain_before: null, pain_after: null, hurt_exercise_ids: [] };
    expect(codesOf(own)).toHaveLength(4);
    expect(codesOf({ ...run, pain_before: null, hurt_exercise_ids: [] }).at(-1)).toBe(
      'routine-session.pain_after',
    );
  });

  it('leaves out a mark on an exercise the library no longer holds', () => {
    expect(
      codesOf({ ...run, hurt_exercise_ids: [99, 8] }).filter((code) => code?.endsWith('.hurt')),
    ).toHaveLength(1);
  });
});
