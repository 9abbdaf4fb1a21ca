import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { HAS_SECURE_PIN_TEXT, NO_SECURE_PIN_TEXT } from '../../src/shared/api/securePinContract';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const today = DateTime.local().toFormat('yyyy-MM-dd');
const lastYear = DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd');
const thisYear = {
  date_from: DateTime.local().startOf('year').toFormat('yyyy-MM-dd'),
  date_to: today,
};

interface Person {
  authorization: string;
  email: string;
}

describe('the Medical profile behind the secure pin (docs/product.md#medical)', () => {
  let t: TestApp;
  let ada: Person;
  let bob: Person;
  let adaPin: string;

  function readAllergies(
    pin: string | undefined,
    range = thisYear,
    who: Person = ada,
    app = t.app,
  ) {
    const query = new URLSearchParams({
      ...range,
      ...(pin === undefined ? {} : { secure_pin: pin }),
    });
    return asUser(app, who).get(`/v2/profiles/allergy/get/?${query.toString()}`);
  }

  function addRecord(kind: string, pin: string, body: object, who: Person = ada) {
    return asUser(t.app, who).post(`/v2/profiles/${kind}/?secure_pin=${pin}`, body);
  }

  async function mailedPin(email: string): Promise<string> {
    const mails = (await t.outbox()).filter((mail) => mail.to === email);
    const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (pin === undefined) throw new Error(`No pin mailed to ${email}`);
    return pin;
  }

  async function auditRows(): Promise<number> {
    const row = await t.database.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    return row.rows;
  }

  async function storedRecords(): Promise<number> {
    const row = await t.database.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('dataset_id', '>=', 201)
      .where('dataset_id', '<=', 207)
      .executeTakeFirstOrThrow();
    return row.rows;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, 'Ada');
    bob = await signUp(t.app, 'Bob');
  });
  afterAll(() => t.close());

  it('says when there is no pin, then mails one that is stored only hashed', async () => {
    const before = await asUser(t.app, ada).post(accountEndpoints.verifySecurePin);
    expect(before.json()).toEqual({ status: 'success', data: NO_SECURE_PIN_TEXT });
    expect((await readAllergies('123456')).statusCode).toBe(403);

    const generated = await asUser(t.app, ada).post(accountEndpoints.generateSecurePin);
    expect(generated.json()).toMatchObject({ status: 'success' });
    adaPin = await mailedPin(ada.email);
    expect(adaPin).toMatch(/^\d{6}$/);

    const after = await asUser(t.app, ada).post(accountEndpoints.verifySecurePin);
    expect(after.json()).toEqual({ status: 'success', data: HAS_SECURE_PIN_TEXT });
    const stored = await t.database.db.selectFrom('secure_pins').select('pin_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.pin_hash).not.toContain(adaPin);
  });

  it('refuses a read without a pin, with a wrong pin and without a session', async () => {
    const none = await readAllergies(undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/secure_pin is required/);
    const wrong = await readAllergies(adaPin === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toMatch(/not right.*4 more wrong tries/);
    const anonymous = await readAllergies(adaPin, thisYear, {
      authorization: '',
      email: ada.email,
    });
    expect(anonymous.statusCode).toBe(401);
    // The right pin clears the count of wrong ones.
    expect((await readAllergies(adaPin)).statusCode).toBe(200);
  });

  it('writes a record with its date and reads it back in range only, as docs/product.md#medical has it', async () => {
    const saved = await addRecord('allergy', adaPin, {
      description: 'Penicillin: rash',
      date: today,
    });
    expect(saved.json()).toMatchObject({
      status: 'success',
      message: 'Medical Data Successfully Added!',
    });
    await addRecord('allergy', adaPin, { description: 'Peanuts', date: lastYear });

    const read = await readAllergies(adaPin);
    expect(read.statusCode).toBe(200);
    const reply = read.json<{ status: string; message: string; data: Record<string, unknown>[] }>();
    expect(reply.status).toBe('success');
    expect(reply.data.map(({ date, description }) => ({ date, description }))).toEqual([
      { date: today, description: 'Penicillin: rash' },
    ]);
    expect(reply.data[0]).not.toHaveProperty('created_on');

    const older = await readAllergies(adaPin, { date_from: lastYear, date_to: lastYear });
    expect(
      older.json<{ data: { description: string }[] }>().data.map((r) => r.description),
    ).toEqual(['Peanuts']);
    const empty = await readAllergies(adaPin, { date_from: '2001-01-01', date_to: '2001-12-31' });
    expect(empty.json()).toEqual({ status: 'success', message: 'No data available', data: [] });
  });

  it('stores the concussions as no_of_concussions (docs/product.md#medical) and reads yes/no as 1/0', async () => {
    const exercise = await addRecord('exercise-event', adaPin, {
      description: 'Fall in a match',
      date_of_last_episode: today,
      no_of_concussions: 2,
      date: today,
    });
    expect(exercise.statusCode).toBe(200);
    const surgery = await addRecord('surgery-event', adaPin, {
      description: 'Knee arthroscopy',
      comment: 'Left knee',
      current_treatment: 'Physiotherapy',
      complications: 'None',
      date_of_treatment: today,
      resolved: 1,
      date: today,
    });
    expect(surgery.statusCode).toBe(200);
    const read = await asUser(t.app, ada).get(
      `/v2/profiles/exercise-event/get/?date_from=${today}&date_to=${today}&secure_pin=${adaPin}`,
    );
    expect(read.json<{ data: Record<string, unknown>[] }>().data[0]).toMatchObject({
      no_of_concussions: 2,
      date_of_last_episode: today,
    });
  });

  it('refuses bad bodies with a 400 naming the field, and writes nothing', async () => {
    const before = await storedRecords();
    const future = DateTime.local().plus({ days: 3 }).toFormat('yyyy-MM-dd');
    const cases: [object, RegExp][] = [
      [{ description: 'x', date: future }, /date cannot be in the future/],
      [{ description: 'x', date: `${today} 10:00` }, /date must match/],
      [{ description: 'x', date: today, colour: 'red' }, /colour is not an accepted field/],
      [{ date: today }, /description is required/],
    ];
    for (const [body, message] of cases) {
      const reply = await addRecord('allergy', adaPin, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(message);
    }
    const text = await addRecord('exercise-event', adaPin, {
      description: 'x',
      date_of_last_episode: today,
      no_of_concussions: 'two',
      date: today,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toMatch(/no_of_concussions must be integer/);
    const formName = await addRecord('exercise-event', adaPin, {
      description: 'x',
      date_of_last_episode: future,
      no_of_concussions: 1,
      date: today,
    });
    expect(formName.json<{ message: string }>().message).toBe(
      'date_of_last_episode cannot be in the future',
    );
    const wrongPin = await addRecord('allergy', '000001', { description: 'x', date: today });
    expect(wrongPin.statusCode).toBe(403);
    expect(await storedRecords()).toBe(before);
  });

  it("never shows one person's records to another, whatever pin they send", async () => {
    // Bob has no pin: Ada's pin opens nothing for him.
    const withAdasPin = await readAllergies(adaPin, thisYear, bob);
    expect(withAdasPin.statusCode).toBe(403);
    await asUser(t.app, bob).post(accountEndpoints.generateSecurePin);
    const bobPin = await mailedPin(bob.email);
    const own = await readAllergies(bobPin, thisYear, bob);
    expect(own.json()).toEqual({ status: 'success', message: 'No data available', data: [] });
  });

  it('writes one audit row an hour for the person’s own reads of pin-gated data, and none for a refused one', async () => {
    // Earlier reads in this file are within the hour: start from none of the person's own.
    await t.database.db.deleteFrom('access_log').where('reader_kind', '=', 'self').execute();
    const before = await auditRows();
    await readAllergies(adaPin);
    await readAllergies(adaPin, { date_from: lastYear, date_to: today });
    await readAllergies('999999' === adaPin ? '999998' : '999999');
    await addRecord('medication', adaPin, {
      description: 'Ibuprofen',
      dose: '200 mg',
      date: today,
    });
    expect(await auditRows()).toBe(before + 1);
    const newest = await t.database.db
      .selectFrom('access_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest).toMatchObject({ dataset_id: 201 });
    // bigint ids: a number from PGlite, text from pg; compare them as text.
    expect(String(newest.reader_user_id)).toBe(String(newest.subject_user_id));
    expect(newest.date_from).toBeTruthy();
  });

  it('locks after five wrong pins in a row, on every server instance, until a reset by mail', async () => {
    const second = await buildApp({ ...t.app.deps, logger: false });
    await second.ready();
    try {
      const wrong = adaPin === '000000' ? '111111' : '000000';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        // Alternate instances: the count lives in the database, not in either process.
        statuses.push(
          (await readAllergies(wrong, thisYear, ada, attempt % 2 ? second : t.app)).statusCode,
        );
      }
      expect(statuses).toEqual([403, 403, 403, 403, 429]);

      const locked = await readAllergies(adaPin, thisYear, ada, second);
      expect(locked.statusCode).toBe(429);
      const body = locked.json<{ message: string; locked_until: string }>();
      expect(body.message).toMatch(/locked after 5 wrong tries/);
      const minutes = DateTime.fromISO(body.locked_until).diffNow('minutes').minutes;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
      expect(
        (await addRecord('allergy', adaPin, { description: 'x', date: today })).statusCode,
      ).toBe(429);

      const reset = await asUser(t.app, ada).post(accountEndpoints.resetSecurePin);
      expect(reset.json()).toMatchObject({ status: 'success' });
      const newPin = await mailedPin(ada.email);
      if (newPin !== adaPin) expect((await readAllergies(adaPin)).statusCode).toBe(403);
      expect((await readAllergies(newPin, thisYear, ada, second)).statusCode).toBe(200);
      adaPin = newPin;
    } finally {
      await second.close();
    }
  });

  it('ends a lock by itself fifteen minutes after the fifth wrong pin', async () => {
    const wrong = adaPin === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await readAllergies(wrong);
    expect((await readAllergies(adaPin)).statusCode).toBe(429);
    await t.database.db
      .updateTable('throttle_events')
      .set({ happened_at: DateTime.utc().minus({ minutes: 16 }).toJSDate() } as never)
      .where('kind', '=', 'pin-lock')
      .execute();
    expect((await readAllergies(adaPin)).statusCode).toBe(200);
  });
});
