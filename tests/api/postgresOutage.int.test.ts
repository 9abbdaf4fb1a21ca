import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api/idempotencyKey';
import type { LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../src/server/db/connectPostgres';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../../src/server/db/databaseUnavailable';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import {
  workoutPaths,
  type CreateSessionBody,
  type ExercisesReply,
  type RoutinesReply,
} from '../../src/shared/api/workoutContract';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { datasetById } from '../support/profileConfigLookup';
import { startPrivatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Decision 039: PostgreSQL shut down under a write load. Runs on the embedded default too, on a
// PostgreSQL server of this file's own (it is shut down and started).

/** Longer than any reply may take: a request still unanswered then has hung. */
const REQUEST_DEADLINE_MS = 5_000;
const WRITERS = 4;
const OUTAGE_MS = 10_000;
/** Between one writer's requests, so four of them leave the two cores to the server. */
const PAUSE_MS = 10;

interface Answer {
  sentAt: number;
  answeredAt: number;
  status: number | 'no reply';
  retryAfter: string | undefined;
  message: string | undefined;
}

type Who = { authorization: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL going away under a write load', () => {
  let server: PrivatePostgres;
  let t: TestApp;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    server = await startPrivatePostgres();
    const database = await connectPostgres(server.url);
    await migrateToLatest(database.db);
    t = await createTestApp({}, database);
  }, 60_000);

  afterAll(async () => {
    await t.close();
    server.close();
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  });

  /** One request, answered or given up on at the deadline. */
  async function send(request: () => Promise<LightMyRequestResponse>): Promise<Answer> {
    const sentAt = Date.now();
    const reply = await Promise.race([request(), sleep(REQUEST_DEADLINE_MS).then(() => undefined)]);
    const answeredAt = Date.now();
    if (!reply)
      return { sentAt, answeredAt, status: 'no reply', retryAfter: undefined, message: undefined };
    const retryAfter = reply.headers['retry-after'];
    return {
      sentAt,
      answeredAt,
      status: reply.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      message: reply.statusCode >= 400 ? reply.json<ErrorReply>().message : undefined,
    };
  }

  const bloodPressure = () => {
    const tab = t.app.deps.profileConfigs
      .flatMap((config) => chartTabsOf(config))
      .find((candidate) => candidate.series.some((series) => series.field === 'systolic_value'));
    if (!tab) throw new Error('no blood-pressure tab in the configs');
    return { tab, writePath: datasetById(t.app.deps.profileConfigs, tab.dataset).writePath };
  };

  async function aRoutine(who: Who): Promise<RoutinesReply['data'][number]> {
    const exercises = (
      await asUser(t.app, who).post(workoutPaths.exercises, {
        body_parts: ['knee'],
        exercise_types: ['strengthen'],
      })
    ).json<ExercisesReply>().data;
    const created = await asUser(t.app, who).post(workoutPaths.createRoutine, {
      exercises: exercises.slice(0, 2).map((exercise) => exercise.id),
      routine: 1,
      name: 'Knees',
    });
    expect(created.statusCode).toBe(201);
    const routine = (await asUser(t.app, who).get(workoutPaths.routines))
      .json<RoutinesReply>()
      .data.find((candidate) => candidate.name === 'Knees');
    if (!routine) throw new Error('the routine was not stored');
    return routine;
  }

  it('answers 503 with Retry-After while it is down, 200 again when it is back, and loses or doubles no acknowledged write', async () => {
    const { writePath } = bloodPressure();
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) => signUp(t.app, `Writer${index}`)),
    );
    const runner = await signUp(t.app, 'Runner');
    const routine = await aRoutine(runner);
    const [done] = routine.routineexercise_set;
    const run: CreateSessionBody = {
      routine_id: routine.id,
      created_on: '2026-11-20 07:45',
      time_total: 1200,
      time_exercising: 720,
      exercises_completed: 1,
      exercises_skipped: routine.routineexercise_set.length - 1,
      session_routine_exercises: [
        { routine_exercise_id: done?.id ?? 0, actual_reps: done?.reps ?? null, actual_time: 0.07 },
      ],
    };

    let writing = true;
    const answers: Answer[] = [];
    /** created_on of each reading acknowledged, by writer. */
    const acknowledged = writers.map(() => new Set<string>());
    const readingWriter = async (index: number) => {
      const who = writers[index]!;
      for (let n = 0; writing; n += 1) {
        const createdOn = DateTime.fromISO('2020-01-01T00:00')
          .plus({ minutes: n })
          .toFormat('yyyy-MM-dd HH:mm');
        const answer = await send(() =>
          asUser(t.app, who).post(writePath, {
            systolic_value: 120,
            diastolic_value: 80,
            created_on: createdOn,
          }),
        );
        answers.push(answer);
        if (answer.status === 200) acknowledged[index]!.add(createdOn);
        await sleep(PAUSE_MS);
      }
    };
    // A client that retries a save it got no acknowledgement for, with the same key, until
    // it is acknowledged: the retry of a save whose commit was cut off must not store it twice.
    const savedKeys = new Set<string>();
    const sessionWriter = async () => {
      for (let n = 0; writing; n += 1) {
        const key = `outage-run-${String(n).padStart(5, '0')}`;
        let answer: Answer;
        do {
          answer = await send(() =>
            asUser(t.app, runner).post(workoutPaths.createSession, run, {
              [IDEMPOTENCY_KEY_HEADER]: key,
            }),
          );
          answers.push(answer);
          await sleep(PAUSE_MS);
        } while (answer.status === 503);
        // Anything but 503, 201 and 200 fails the test below.
        if (answer.status === 201 || answer.status === 200) savedKeys.add(key);
      }
    };
    const load = Promise.all([...writers.map((_, index) => readingWriter(index)), sessionWriter()]);

    await sleep(1_000);
    const shutdownCalled = Date.now();
    server.stop('immediate');
    const down = Date.now();
    await sleep(OUTAGE_MS);
    const startCalled = Date.now();
    server.start();
    const started = Date.now();
    await sleep(5_000);
    writing = false;
    await load;

    expect(crashes).toEqual([]);
    expect(answers.filter((answer) => answer.status === 'no reply')).toEqual([]);
    expect(
      answers.filter(
        (answer) => answer.status !== 503 && answer.status !== 200 && answer.status !== 201,
      ),
    ).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(answer.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    // Sent and answered while the server was down (pg_ctl blocks this thread while it shuts down
    // and starts the server, so requests under way then are judged by the rest).
    const duringOutage = answers.filter(
      (answer) => answer.sentAt >= down && answer.answeredAt <= startCalled,
    );
    expect(duringOutage.length).toBeGreaterThan(WRITERS);
    expect(duringOutage.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(duringOutage.filter((answer) => answer.answeredAt - answer.sentAt >= 2_000)).toEqual([]);

    const firstRefused = Math.min(...refused.map((answer) => answer.answeredAt));
    const firstBack = Math.min(
      ...answers
        .filter((answer) => answer.sentAt >= started && answer.status !== 503)
        .map((answer) => answer.answeredAt),
    );
    console.log(
      `The immediate shutdown took ${down - shutdownCalled} ms; first 503 ${firstRefused - shutdownCalled} ms after it was called. ` +
        `pg_ctl start took ${started - startCalled} ms; first 200 ${firstBack - startCalled} ms after it was called (${firstBack - started} ms after it returned). ` +
        `${answers.length} requests, ${refused.length} answered 503.`,
    );
    expect(firstRefused - down).toBeLessThan(2_000);
    expect(firstBack - started).toBeLessThan(5_000);

    // Every acknowledged write is stored, and nothing is stored twice.
    const stored = await sql<{ user_id: number | string; created_on: string; copies: number }>`
      select user_id, to_char(created_on, 'YYYY-MM-DD HH24:MI') as created_on,
        count(*)::int as copies
      from readings where user_id in (${sql.join(writers.map((writer) => writer.userId))})
      group by user_id, created_on`.execute(t.database.db);
    expect(stored.rows.filter((row) => row.copies !== 1)).toEqual([]);
    writers.forEach((writer, index) => {
      const mine = new Set(
        stored.rows
          .filter((row) => Number(row.user_id) === writer.userId)
          .map((row) => row.created_on),
      );
      expect([...acknowledged[index]!].filter((createdOn) => !mine.has(createdOn))).toEqual([]);
    });
    const runs = await sql<{ idempotency_key: string; copies: number }>`
      select idempotency_key, count(*)::int as copies from routine_sessions
      where user_id = ${runner.userId} group by idempotency_key`.execute(t.database.db);
    expect(runs.rows.filter((row) => row.copies !== 1)).toEqual([]);
    expect(new Set(runs.rows.map((row) => row.idempotency_key))).toEqual(savedKeys);
  }, 60_000);

  it('answers reads and logins 503, not 500 or 401, while the server is down', async () => {
    const { tab } = bloodPressure();
    const reader = await signUp(t.app, 'Reader');
    const range = { date_from: '2021-01-01', date_to: '2021-12-31' };
    server.stop('fast');
    try {
      const replies = [
        await asUser(t.app, reader).get(workoutPaths.routines),
        await asUser(t.app, reader).post(tab.read, range),
        await asUser(t.app).post(accountEndpoints.login, {
          email: reader.email,
          password: 'correct horse',
        }),
      ];
      expect(replies.map((reply) => reply.statusCode)).toEqual([503, 503, 503]);
      for (const reply of replies) {
        expect(reply.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
        expect(reply.json<ErrorReply>().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      }
    } finally {
      server.start();
    }
    expect((await asUser(t.app, reader).get(workoutPaths.routines)).statusCode).toBe(200);
    expect((await asUser(t.app, reader).post(tab.read, range)).statusCode).toBe(200);
  }, 30_000);
});
