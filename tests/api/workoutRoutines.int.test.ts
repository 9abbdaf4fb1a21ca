import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api/idempotencyKey';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import {
  TEMPLATE_PAGE_SIZE,
  workoutPaths,
  type CreateSessionBody,
  type ExercisesReply,
  type RoutineReply,
  type RoutinesReply,
  type SessionsReply,
  type TemplatesReply,
} from '../../src/shared/api/workoutContract';
import { workoutMessages } from '../../src/shared/messages/workoutMessages';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#workout-routines: every conditioning call with its path, payload and reply; a user's routines are
// theirs alone; a session saved twice with one idempotency key is stored once.
type Who = { authorization: string };

describe('workout routines', () => {
  let t: TestApp;
  let ada: Who;
  let bob: Who;

  const message = (reply: LightMyRequestResponse) => reply.json<ErrorReply>().message;
  const routinesOf = async (who: Who) => {
    const reply = await asUser(t.app, who).get(workoutPaths.routines);
    expect(reply.statusCode).toBe(200);
    return reply.json<RoutinesReply>().data;
  };
  const templatePage = (form: Record<string, string>, who: Who = ada) =>
    asUser(t.app, who).post(workoutPaths.templates, new URLSearchParams(form).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  const countRows = async (table: 'routines' | 'routine_sessions') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, 'Ada');
    bob = await signUp(t.app, 'Bob');
  });
  afterAll(async () => t.close());

  it('answers only a signed-in user', async () => {
    expect((await asUser(t.app).get(workoutPaths.routines)).statusCode).toBe(401);
    expect(
      (
        await asUser(t.app).post(workoutPaths.exercises, {
          body_parts: [],
          exercise_types: [],
        })
      ).statusCode,
    ).toBe(401);
  });

  it('starts with no routines', async () => {
    expect(await routinesOf(ada)).toEqual([]);
  });

  describe('template routines', () => {
    it('pages a category from page 1, each page a different slice', async () => {
      const first = await templatePage({ page: '1', category: 'rehab' });
      expect(first.statusCode).toBe(200);
      const { pages, result } = first.json<TemplatesReply>().data;
      expect(result.length).toBeGreaterThan(0);
      expect(result.length).toBeLessThanOrEqual(TEMPLATE_PAGE_SIZE);
      expect(result.every((template) => template.category === 'rehab')).toBe(true);
      expect(result[0]?.routineexercise_set[0]?.exercise.animation).toMatch(/^\//);
      if (pages > 1) {
        const second = (
          await templatePage({ page: '2', category: 'rehab' })
        ).json<TemplatesReply>();
        const firstIds = new Set(result.map((template) => template.id));
        expect(second.data.result.some((template) => firstIds.has(template.id))).toBe(false);
      }
      const past = (
        await templatePage({ page: String(pages + 1), category: 'rehab' })
      ).json<TemplatesReply>();
      expect(past.data.result).toEqual([]);
    });

    it('searches names and listings with listing', async () => {
      const reply = await templatePage({ page: '1', listing: 'knee' });
      const { result } = reply.json<TemplatesReply>().data;
      expect(result.length).toBeGreaterThan(0);
      for (const template of result) {
        expect(`${template.name} ${template.listing}`.toLowerCase()).toContain('knee');
      }
      const none = await templatePage({ page: '1', listing: 'zzzz no such thing' });
      expect(none.json<TemplatesReply>().data).toMatchObject({ pages: 1, result: [] });
    });

    it('accepts the same form as JSON, and refuses a bad page or category naming it', async () => {
      const json = await asUser(t.app, ada).post(workoutPaths.templates, {
        page: 1,
        category: 'strengthen',
      });
      expect(json.statusCode).toBe(200);
      const zero = await templatePage({ page: '0', category: 'rehab' });
      expect(zero.statusCode).toBe(400);
      expect(message(zero)).toMatch(/page/);
      const category = await templatePage({ page: '1', category: 'yoga' });
      expect(category.statusCode).toBe(400);
      expect(message(category)).toMatch(/category/);
    });

    it('copies the chosen templates into the user’s routines, all or none', async () => {
      const { result } = (
        await templatePage({ page: '1', category: 'strengthen' })
      ).json<TemplatesReply>().data;
      const [one, two] = result;
      if (!one || !two) throw new Error('fewer than two strengthen templates');

      const before = await countRows('routines');
      const unknown = await asUser(t.app, ada).post(workoutPaths.copyTemplates, {
        template_routines: [one.id, 99999],
      });
      expect(unknown.statusCode).toBe(400);
      expect(message(unknown)).toBe('template_routines[1]: 99999 is not a template routine');
      expect(await countRows('routines')).toBe(before);
      const empty = await asUser(t.app, ada).post(workoutPaths.copyTemplates, {
        template_routines: [],
      });
      expect(empty.statusCode).toBe(400);

      const copied = await asUser(t.app, ada).post(workoutPaths.copyTemplates, {
        template_routines: [one.id, two.id],
      });
      expect(copied.statusCode).toBe(201);
      expect(copied.json()).toEqual({ status: 'success', message: workoutMessages.routineAdded });
      const routines = await routinesOf(ada);
      expect(routines.map((routine) => routine.name).sort()).toEqual([one.name, two.name].sort());
      const copy = routines.find((routine) => routine.name === one.name);
      expect(
        copy?.routineexercise_set.map((entry) => [entry.exercise.id, entry.reps, entry.time]),
      ).toEqual(
        one.routineexercise_set.map((entry) => [entry.exercise.id, entry.reps, entry.time]),
      );
      expect(copy).toMatchObject({ category: 'strengthen', times_run: 0, last_run: null });
      expect(await routinesOf(bob)).toEqual([]);
    });
  });

  describe('custom routines from the exercise library', () => {
    it('finds exercises by body part and type', async () => {
      const reply = await asUser(t.app, ada).post(workoutPaths.exercises, {
        body_parts: ['knee'],
        exercise_types: ['strengthen'],
      });
      expect(reply.statusCode).toBe(200);
      const exercises = reply.json<ExercisesReply>().data;
      expect(exercises.length).toBeGreaterThanOrEqual(3);
      for (const exercise of exercises) {
        expect(exercise.exercise_type).toBe('strengthen');
        expect(exercise.body_parts.map((part) => part.name)).toContain('Knee');
        expect(exercise).toMatchObject({ contributor: expect.any(Number) as number });
      }
      const bad = await asUser(t.app, ada).post(workoutPaths.exercises, {
        body_parts: ['elbow'],
        exercise_types: [],
      });
      expect(bad.statusCode).toBe(400);
      expect(message(bad)).toMatch(/body_parts/);
    });

    it('builds a routine, refusing no name or an unknown exercise and storing nothing', async () => {
      const exercises = (
        await asUser(t.app, ada).post(workoutPaths.exercises, {
          body_parts: ['knee'],
          exercise_types: ['strengthen'],
        })
      ).json<ExercisesReply>().data;
      const ids = exercises.slice(0, 3).map((exercise) => exercise.id);
      const before = await countRows('routines');
      for (const [body, words] of [
        [{ exercises: ids, routine: 1 }, /name is required/],
        [{ exercises: ids, routine: 1, name: '   ' }, /name/],
        [{ exercises: [], routine: 1, name: 'Knees' }, /exercises/],
        [
          { exercises: [...ids, 99999], routine: 1, name: 'Knees' },
          /exercises\[3\]: 99999 is not an exercise/,
        ],
      ] as const) {
        const reply = await asUser(t.app, ada).post(workoutPaths.createRoutine, body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        expect(message(reply)).toMatch(words);
      }
      expect(await countRows('routines')).toBe(before);

      const created = await asUser(t.app, ada).post(workoutPaths.createRoutine, {
        exercises: ids,
        routine: 1,
        name: 'My knees',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ status: 'success', message: workoutMessages.exerciseAdded });
      const mine = (await routinesOf(ada)).find((routine) => routine.name === 'My knees');
      expect(mine?.routineexercise_set.map((entry) => entry.exercise.id)).toEqual(ids);
    });
  });

  describe('one routine, edited, trimmed, run and deleted', () => {
    let routine: RoutineReply;

    beforeAll(async () => {
      const found = (await routinesOf(ada)).find((candidate) => candidate.name === 'My knees');
      if (!found) throw new Error('the custom routine is missing');
      routine = found;
    });

    it('edits its fields, and refuses another user and a video link instead of an id', async () => {
      const edit = {
        id: routine.id,
        name: 'Knee strength, week 2',
        youtube_url: 'dQw4w9WgXcQ',
        safety_info: 'Stop if the knee swells.',
        category: 'rehab',
        description: '',
      };
      const bobTries = await asUser(t.app, bob).post(workoutPaths.editRoutine, edit);
      expect(bobTries.statusCode).toBe(404);
      const link = await asUser(t.app, ada).post(workoutPaths.editRoutine, {
        ...edit,
        youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      });
      expect(link.statusCode).toBe(400);
      expect(message(link)).toMatch(/youtube_url/);
      const noName = await asUser(t.app, ada).post(workoutPaths.editRoutine, { ...edit, name: '' });
      expect(noName.statusCode).toBe(400);

      const edited = await asUser(t.app, ada).post(workoutPaths.editRoutine, edit);
      expect(edited.json()).toEqual({ status: 'success', message: workoutMessages.routineUpdated });
      const after = (await routinesOf(ada)).find((candidate) => candidate.id === routine.id);
      expect(after).toMatchObject({ ...edit, id: routine.id });
    });

    it('deletes one exercise, never another user’s nor the last one', async () => {
      const [first, second] = routine.routineexercise_set;
      if (!first || !second) throw new Error('the routine needs two exercises');
      const bobTries = await asUser(t.app, bob).post(workoutPaths.deleteRoutineExercise, {
        exercise: second.id,
        routine: routine.id,
      });
      expect(bobTries.statusCode).toBe(404);
      const deleted = await asUser(t.app, ada).post(workoutPaths.deleteRoutineExercise, {
        exercise: second.id,
        routine: routine.id,
      });
      expect(deleted.json()).toEqual({
        status: 'success',
        message: workoutMessages.exerciseDeleted,
      });
      const after = (await routinesOf(ada)).find((candidate) => candidate.id === routine.id);
      expect(after?.routineexercise_set.map((entry) => entry.id)).not.toContain(second.id);
      routine = after ?? routine;

      const one = (await routinesOf(ada)).find((candidate) => candidate.name !== routine.name);
      if (!one) throw new Error('no second routine');
      const [only, ...rest] = one.routineexercise_set;
      for (const entry of rest) {
        await asUser(t.app, ada).post(workoutPaths.deleteRoutineExercise, {
          exercise: entry.id,
          routine: one.id,
        });
      }
      const last = await asUser(t.app, ada).post(workoutPaths.deleteRoutineExercise, {
        exercise: only?.id,
        routine: one.id,
      });
      expect(last.statusCode).toBe(409);
    });

    function run(overrides: Partial<CreateSessionBody> = {}): CreateSessionBody {
      const [done, skipped] = routine.routineexercise_set;
      return {
        routine_id: routine.id,
        created_on: '2026-11-20 07:45',
        time_total: 20 * 60,
        time_exercising: 12 * 60,
        exercises_completed: 1,
        exercises_skipped: routine.routineexercise_set.length - 1,
        session_routine_exercises: [
          {
            routine_exercise_id: done?.id ?? 0,
            actual_reps: done?.reps ?? null,
            actual_time: 0.07,
          },
        ],
        ...(skipped ? {} : {}),
        ...overrides,
      };
    }

    it('saves a run once per idempotency key, and not for another user', async () => {
      const key = { [IDEMPOTENCY_KEY_HEADER]: 'run-2026-11-20-abcdef' };
      const bobTries = await asUser(t.app, bob).post(workoutPaths.createSession, run(), key);
      expect(bobTries.statusCode).toBe(404);

      const before = await countRows('routine_sessions');
      const first = await asUser(t.app, ada).post(workoutPaths.createSession, run(), key);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ status: 'success', message: workoutMessages.sessionCreated });
      const retried = await asUser(t.app, ada).post(workoutPaths.createSession, run(), key);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({
        status: 'success',
        message: workoutMessages.sessionCreated,
      });
      expect(await countRows('routine_sessions')).toBe(before + 1);

      const after = (await routinesOf(ada)).find((candidate) => candidate.id === routine.id);
      expect(after).toMatchObject({ times_run: 1, last_run: '2026-11-20 07:45' });
      const history = await asUser(t.app, ada).get(
        `${workoutPaths.sessions}?routine_id=${routine.id}`,
      );
      const [saved] = history.json<SessionsReply>().data;
      expect(saved).toMatchObject({
        created_on: '2026-11-20 07:45',
        time_total: 1200,
        time_exercising: 720,
        exercises_completed: 1,
        session_routine_exercises: [
          { routine_exercise_id: routine.routineexercise_set[0]?.id, actual_time: 0.07 },
        ],
      });
      expect(
        (await asUser(t.app, bob).get(`${workoutPaths.sessions}?routine_id=${routine.id}`))
          .statusCode,
      ).toBe(404);
    });

    it('refuses a run whose figures do not add up, naming the field', async () => {
      const before = await countRows('routine_sessions');
      const cases: [Partial<CreateSessionBody>, RegExp][] = [
        [{ exercises_skipped: 5 }, /exercises_completed \+ exercises_skipped must equal/],
        [{ time_exercising: 5000 }, /time_exercising \(5000 s\) cannot be more than time_total/],
        [{ time_total: -1 }, /time_total/],
        [{ created_on: '20 Nov 2026' }, /created_on/],
      ];
      for (const [overrides, words] of cases) {
        const reply = await asUser(t.app, ada).post(workoutPaths.createSession, run(overrides));
        expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(message(reply)).toMatch(words);
      }
      const { exercises_skipped: _skipped, ...missing } = run();
      const noSkipped = await asUser(t.app, ada).post(workoutPaths.createSession, missing);
      expect(message(noSkipped)).toBe('body: exercises_skipped is required');
      const badKey = await asUser(t.app, ada).post(workoutPaths.createSession, run(), {
        [IDEMPOTENCY_KEY_HEADER]: 'no spaces allowed',
      });
      expect(badKey.statusCode).toBe(400);
      expect(await countRows('routine_sessions')).toBe(before);
    });

    it('is deleted only by its owner, with its sessions', async () => {
      const bobTries = await asUser(t.app, bob).delete(
        `${workoutPaths.deleteRoutine}?id=${routine.id}`,
      );
      expect(bobTries.statusCode).toBe(404);
      expect(
        (await asUser(t.app, ada).delete(`${workoutPaths.deleteRoutine}?id=abc`)).statusCode,
      ).toBe(400);
      const deleted = await asUser(t.app, ada).delete(
        `${workoutPaths.deleteRoutine}?id=${routine.id}`,
      );
      expect(deleted.json()).toEqual({
        status: 'success',
        message: workoutMessages.routineDeleted,
      });
      expect((await routinesOf(ada)).map((candidate) => candidate.id)).not.toContain(routine.id);
      const again = await asUser(t.app, ada).delete(
        `${workoutPaths.deleteRoutine}?id=${routine.id}`,
      );
      expect(again.statusCode).toBe(404);
      expect(message(again)).toBe(`No routine ${routine.id} among your routines`);
    });
  });

  it('draws each exercise’s body map, and says when there is no such exercise', async () => {
    const image = await asUser(t.app).get(workoutPaths.exerciseAnimation(1));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const missing = await asUser(t.app).get(workoutPaths.exerciseAnimation(99999));
    expect(missing.statusCode).toBe(404);
  });
});
