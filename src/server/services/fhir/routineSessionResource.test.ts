import type { Observation } from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import type { ExportSessionRow } from '../../db/repositories/exportPagesRepository';
import { MOTUS_SYSTEMS } from './fhirSystems';
import { routineSessionFromResource } from './routineSessionFromResource';
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

const idOf = (name: string) => [...LIBRARY].find(([, named]) => named === name)?.[0];

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

describe("a run's resource read back", () => {
  const imported = (observation: Observation) =>
    routineSessionFromResource(observation, idOf, 'UTC');
  const reasonsFor = (observation: Observation) => {
    const outcome = imported(observation);
    return 'problems' in outcome ? outcome.problems.map((problem) => problem.reason) : [];
  };
  const withHurt = (...names: (string | undefined)[]): Observation => {
    const observation = exported({ ...run, hurt_exercise_ids: [] });
    const marks = names.map((name) => ({
      code: { coding: [{ system: MOTUS, code: 'routine-session.hurt' }] },
      ...(name === undefined ? {} : { valueString: name }),
    }));
    return { ...observation, component: [...(observation.component ?? []), ...marks] };
  };

  it('gives the same pain and the marked exercises by their library ids', () => {
    expect(imported(exported({ ...run, hurt_exercise_ids: [8, 3] }))).toMatchObject({
      session: { pain: { pain_before: 3, pain_after: 8 }, hurtExerciseIds: [8, 3] },
    });
    expect(imported(exported({ ...run, pain_before: null, hurt_exercise_ids: [] }))).toMatchObject({
      session: { pain: { pain_before: null, pain_after: 8 }, hurtExerciseIds: [] },
    });
  });

  it('refuses a pain with a unit, a mark without a name, the same exercise twice', () => {
    const observation = exported(run);
    const [, , , , before] = observation.component ?? [];
    if (before?.valueQuantity) before.valueQuantity.code = '{score}';
    expect(reasonsFor(observation)).toEqual([
      'Pain before the first exercise (0-10) is in {score}, not a bare number',
    ]);
    expect(reasonsFor(withHurt(undefined))).toEqual([
      'Exercise that hurt names no exercise: its valueString is missing',
    ]);
    expect(reasonsFor(withHurt('Wall Squat', 'Wall Squat'))).toEqual([
      'Exercise that hurt "Wall Squat" is marked twice: a run marks each exercise once',
    ]);
  });
});
