import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import {
  workoutPaths,
  type ExerciseReply,
  type ExercisesReply,
  type RoutineReply,
  type RoutinesReply,
  type TemplateRoutineReply,
  type TemplatesReply,
} from '../../src/shared/api/workoutContract';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#workout-routines calls these payloads "the selected list": a client sends ids, or the items as the
// list call gave them, and the ticked checkboxes as keys or as the labels a person reads.
// Both forms have the same effect; anything else is a 400 naming the field, storing nothing.
type Who = { authorization: string };

describe('the selected lists of the workout calls, in both forms', () => {
  let t: TestApp;
  let ada: Who;
  let strengthen: TemplateRoutineReply[];
  let kneeExercises: ExerciseReply[];

  const routinesOf = async (who: Who = ada) => {
    const reply = await asUser(t.app, who).get(workoutPaths.routines);
    expect(reply.statusCode).toBe(200);
    return reply.json<RoutinesReply>().data;
  };
  const exercisesFor = async (body_parts: unknown[], exercise_types: unknown[]) => {
    const reply = await asUser(t.app, ada).post(workoutPaths.exercises, {
      body_parts,
      exercise_types,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<ExercisesReply>().data.map((exercise) => exercise.id);
  };
  const countRoutines = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('routines')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A 400 in the one error shape, its message naming `field`. */
  const expectRefusal = (reply: LightMyRequestResponse, field: RegExp) => {
    expect(reply.statusCode, reply.body).toBe(400);
    const body = reply.json<ErrorReply>();
    expect(body).toEqual({
      status: 'error',
      message: expect.stringMatching(field) as string,
      details: { details: [body.message] },
    });
  };
  const exerciseIdsOf = (routine: RoutineReply | undefined) =>
    routine?.routineexercise_set.map((entry) => entry.exercise.id);
  const dosesOf = (routine: { routineexercise_set: TemplateRoutineReply['routineexercise_set'] }) =>
    routine.routineexercise_set.map((entry) => [entry.exercise.id, entry.reps, entry.time]);

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, 'Ada');
    const page = await asUser(t.app, ada).post(workoutPaths.templates, {
      page: 1,
      category: 'strengthen',
    });
    strengthen = page.json<TemplatesReply>().data.result;
    if (strengthen.length < 4) throw new Error('fewer than four strengthen templates');
    const exercises = await asUser(t.app, ada).post(workoutPaths.exercises, {
      body_parts: ['knee'],
      exercise_types: [],
    });
    kneeExercises = exercises.json<ExercisesReply>().data;
    if (kneeExercises.length < 4) throw new Error('fewer than four knee exercises');
  });
  afterAll(async () => t.close());

  describe('template_routines of template-routine/copy', () => {
    it('copies templates sent as ids, as the objects of the list, or both', async () => {
      const [one, two, three, four] = strengthen as [
        TemplateRoutineReply,
        TemplateRoutineReply,
        TemplateRoutineReply,
        TemplateRoutineReply,
      ];
      for (const [form, template_routines, copied] of [
        ['ids', [one.id], [one]],
        ['whole template routines', [two], [two]],
        ['an id and an object with only its id', [three.id, { id: four.id }], [three, four]],
      ] as const) {
        const before = await routinesOf();
        const reply = await asUser(t.app, ada).post(workoutPaths.copyTemplates, {
          template_routines,
        });
        expect(reply.statusCode, form).toBe(201);
        const added = (await routinesOf()).filter(
          (routine) => !before.some((earlier) => earlier.id === routine.id),
        );
        expect(added.map((routine) => routine.name).sort(), form).toEqual(
          copied.map((template) => template.name).sort(),
        );
        for (const template of copied) {
          const copy = added.find((routine) => routine.name === template.name);
          expect(copy && dosesOf(copy), form).toEqual(dosesOf(template));
          expect(copy?.category, form).toBe(template.category);
        }
      }
    });

    it('refuses anything else naming the field, and copies nothing', async () => {
      const [one] = strengthen as [TemplateRoutineReply];
      const before = await countRoutines();
      const cases: [string, unknown, RegExp][] = [
        ['an object without an id', [{ name: one.name }], /template_routines\.0/],
        ['an id sent as text in an object', [{ id: String(one.id) }], /template_routines\.0/],
        ['an id sent as text', [String(one.id)], /template_routines\.0/],
        ['an id of 0', [{ id: 0 }], /template_routines\.0/],
        ['a fraction', [1.5], /template_routines\.0/],
        ['null', [one.id, null], /template_routines\.1/],
        ['not a list', one.id, /template_routines/],
        [
          'an unknown id in an object',
          [one.id, { id: 99999 }],
          /^template_routines\[1\]: 99999 is not a template routine$/,
        ],
        [
          'one template twice, in two forms',
          [one.id, one],
          new RegExp(`^template_routines\\[1\\]: ${one.id} is already selected`),
        ],
      ];
      for (const [what, template_routines, field] of cases) {
        const reply = await asUser(t.app, ada).post(workoutPaths.copyTemplates, {
          template_routines,
        });
        expectRefusal(reply, field);
        expect(await countRoutines(), what).toBe(before);
      }
      const huge = await asUser(t.app, ada).post(
        workoutPaths.copyTemplates,
        '{"template_routines":[100000000000000000000]}',
        { 'content-type': 'application/json' },
      );
      expectRefusal(huge, /template_routines\.0/);
      expect(await countRoutines()).toBe(before);
    });
  });

  describe('exercises of routine/create', () => {
    const create = (exercises: unknown, name: string) =>
      asUser(t.app, ada).post(workoutPaths.createRoutine, { exercises, routine: 1, name });

    it('builds the routine from ids, from the exercises of the list, or both', async () => {
      const [a, b, c, d] = kneeExercises as [
        ExerciseReply,
        ExerciseReply,
        ExerciseReply,
        ExerciseReply,
      ];
      for (const [name, exercises, expected] of [
        ['From ids', [a.id, b.id], [a.id, b.id]],
        ['From the list', [c, a], [c.id, a.id]],
        ['From both', [d.id, { id: b.id }, c], [d.id, b.id, c.id]],
      ] as const) {
        const reply = await create(exercises, name);
        expect(reply.statusCode, name).toBe(201);
        const routine = (await routinesOf()).find((candidate) => candidate.name === name);
        expect(exerciseIdsOf(routine), name).toEqual(expected);
      }
    });

    it('refuses anything else naming the field, and stores nothing', async () => {
      const [a] = kneeExercises as [ExerciseReply];
      const before = await countRoutines();
      const cases: [string, unknown, RegExp][] = [
        [
          'an object without an id',
          [a.id, { name: a.name }],
          /^body\.exercises\.1 must be integer, or body\.exercises\.1: id is required$/,
        ],
        ['an id sent as text in an object', [{ id: `${a.id}` }], /exercises\.0/],
        ['an id sent as text', [`${a.id}`], /exercises\.0/],
        ['a negative id', [-a.id], /exercises\.0/],
        [
          'an unknown id in an object',
          [a, { id: 99999 }],
          /^exercises\[1\]: 99999 is not an exercise of the library$/,
        ],
        [
          'one exercise twice, in two forms',
          [{ id: a.id }, a.id],
          new RegExp(`^exercises\\[1\\]: ${a.id} is already selected at exercises\\[0\\]`),
        ],
        ['one object twice', [a, a], /exercises/],
      ];
      for (const [what, exercises, field] of cases) {
        expectRefusal(await create(exercises, `Refused: ${what}`), field);
        expect(await countRoutines(), what).toBe(before);
      }
    });
  });

  describe('body_parts and exercise_types of exercises', () => {
    it('filters the same by labels, in any case, as by keys', async () => {
      const byKeys = await exercisesFor(['knee'], ['strengthen']);
      expect(byKeys.length).toBeGreaterThan(0);
      for (const [part, type] of [
        ['Knee', 'Strengthen'],
        ['knee', 'STRENGTHEN'],
        ['KNEE', 'strengthen'],
      ]) {
        expect(await exercisesFor([part], [type]), `${part} ${type}`).toEqual(byKeys);
      }

      const backAndStrap = await exercisesFor(['back', 'ankle_foot'], ['strap_brace', 'rom']);
      expect(backAndStrap.length).toBeGreaterThan(0);
      expect(
        await exercisesFor(['Back (C-T-L Spine)', 'ankle/foot'], ['Strap/Brace', 'rom']),
      ).toEqual(backAndStrap);
      expect(await exercisesFor(['back', 'Ankle/Foot'], ['STRAP/BRACE', 'ROM'])).toEqual(
        backAndStrap,
      );
      // One part in both forms filters as the part once.
      expect(await exercisesFor(['knee', 'Knee'], ['strengthen'])).toEqual(byKeys);
    });

    it('refuses an unknown label or a wrong type, naming the field', async () => {
      const cases: [unknown, unknown, RegExp][] = [
        [['Knees'], [], /^body_parts\[0\]: 'Knees' is not a body part; send its id \(chest, /],
        [['knee', 'elbow'], [], /^body_parts\[1\]: 'elbow' is not a body part/],
        [['knee'], ['Cardio'], /^exercise_types\[0\]: 'Cardio' is not an exercise type/],
        [
          [7],
          [],
          /^body\.body_parts\.0 must be string, or body\.body_parts\.0 must be equal to one of the allowed values$/,
        ],
        [
          [{ key: 'knee' }],
          [],
          /^body\.body_parts\.0 must be string, or body\.body_parts\.0 must be equal to one of the allowed values$/,
        ],
        [[], [null], /^body\.exercise_types\.0 must be string, or /],
        [[], [''], /^body\.exercise_types\.0 /],
        [['knee'], 'strengthen', /^body\.exercise_types must be array$/],
      ];
      for (const [body_parts, exercise_types, field] of cases) {
        const reply = await asUser(t.app, ada).post(workoutPaths.exercises, {
          body_parts,
          exercise_types,
        });
        expectRefusal(reply, field);
      }
    });
  });

  it('documents both forms of each list in the OpenAPI document', async () => {
    const reply = await asUser(t.app).get('/api/docs/openapi.json');
    type Schema = {
      description?: string;
      type?: string;
      enum?: string[];
      anyOf?: Schema[];
      items?: Schema;
      properties?: Record<string, Schema>;
    };
    const document = reply.json<{
      paths: Record<
        string,
        { post: { requestBody: { content: { 'application/json': { schema: Schema } } } } }
      >;
    }>();
    const field = (path: string, name: string) =>
      document.paths[path]?.post.requestBody.content['application/json'].schema.properties?.[name]
        ?.items;

    for (const [path, name] of [
      [workoutPaths.copyTemplates, 'template_routines'],
      [workoutPaths.createRoutine, 'exercises'],
    ] as const) {
      const items = field(path, name);
      expect(items?.description, name).toMatch(/its id, or an object with its id/);
      expect(items?.anyOf?.map((form) => form.type)).toEqual(['integer', 'object']);
      expect(items?.anyOf?.[1]?.properties?.id?.type).toBe('integer');
    }
    const parts = field(workoutPaths.exercises, 'body_parts');
    expect(parts?.description).toBe('A body part: its id or its label.');
    expect(parts?.anyOf?.[0]?.description).toMatch(
      /label, in any case: Chest, Back \(C-T-L Spine\)/,
    );
    expect(parts?.anyOf?.[1]?.enum).toContain('knee');
    const types = field(workoutPaths.exercises, 'exercise_types');
    expect(types?.anyOf?.[0]?.description).toMatch(/Strap\/Brace/);
    expect(types?.anyOf?.[1]?.enum).toContain('strap_brace');
  });
});
