import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { profileListEntriesOf } from '../../src/shared/api/profileListEntries';
import { copyProfileConfigs, handgripTest, vaccinationRecord } from '../support/configCopy';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#profiles-and-datasets: adding a test is one config entry and no code.
describe('a dataset added to a config copy, with no code changed', () => {
  const configs = copyProfileConfigs();
  let t: TestApp;
  let authorization: string;
  const today = DateTime.local().toFormat('yyyy-MM-dd');

  beforeAll(async () => {
    configs.edit('conditioning.json', (json) => {
      (json.datasets as unknown[]).push(handgripTest.dataset);
      (json.tabs as unknown[]).push(handgripTest.tab);
    });
    t = await createTestApp({ profileConfigDir: configs.dir });
    authorization = (await signUp(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    configs.remove();
  });

  it('gets a write route that validates against its elements', async () => {
    const url = '/profiles/special/handgrip-strength/';
    const bad = await asUser(t.app, authorization).post(url, {
      handgrip_kg: 200,
      created_on: today,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/handgrip_kg.*150/);
    const good = await asUser(t.app, authorization).post(url, {
      handgrip_kg: 41.25,
      created_on: today,
    });
    expect(good.json()).toMatchObject({
      status: 'success',
      message: 'Condition Data Successfully Added!',
    });
  });

  it('gets a read route that answers with the reading', async () => {
    const read = await asUser(t.app, authorization).post(handgripTest.tab.read, {
      date_from: today,
      date_to: today,
    });
    expect(read.statusCode).toBe(200);
    expect(
      read.json<{ details: { handgrip_kg: number }[] }>().details.map((r) => r.handgrip_kg),
    ).toEqual([41.25]);
  });

  it('appears in the profile list the browser renders from', async () => {
    const reply = await asUser(t.app, authorization).get(accountEndpoints.profiles);
    const conditioning = profileListEntriesOf(reply.json<ProfileListReply>().details.profiles).find(
      (p) => p.id === 'conditioning',
    )!;
    expect(conditioning.dataset_set.map((dataset) => dataset.name)).toContain('Handgrip Strength');
    expect(conditioning.tabs.at(-1)?.label).toBe('Handgrip Strength');
  });
});

describe('a pin-gated table dataset added to a config copy, with no code changed', () => {
  const configs = copyProfileConfigs();
  let t: TestApp;
  let authorization: string;
  const today = DateTime.local().toFormat('yyyy-MM-dd');

  beforeAll(async () => {
    configs.edit('medical.json', (json) => {
      (json.datasets as unknown[]).push(vaccinationRecord.dataset);
      (json.tabs as unknown[]).push(vaccinationRecord.tab);
    });
    t = await createTestApp({ profileConfigDir: configs.dir });
    authorization = (await signUp(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    configs.remove();
  });

  it('gets a write and a read that need the secure pin, and validate the new elements', async () => {
    const read = (pin: string) =>
      asUser(t.app, authorization).get(
        `${vaccinationRecord.tab.read}?date_from=${today}&date_to=${today}&secure_pin=${pin}`,
      );
    expect((await read('123456')).statusCode).toBe(403);

    await asUser(t.app, authorization).post(accountEndpoints.generateSecurePin);
    const pin = /\b(\d{6})\b/.exec((await t.outbox()).at(-1)?.text ?? '')?.[1] ?? '';
    const write = (payload: object) =>
      asUser(t.app, authorization).post(`/v2/profiles/vaccination/?secure_pin=${pin}`, payload);
    const bad = await write({ vaccine: 'Tetanus', booster_due: 2, date: today });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/booster_due/);
    expect((await write({ vaccine: 'Tetanus', booster_due: 1, date: today })).statusCode).toBe(200);

    const reply = await read(pin);
    expect(reply.json<{ data: Record<string, unknown>[] }>().data).toMatchObject([
      { date: today, vaccine: 'Tetanus', booster_due: 1 },
    ]);
  });

  it('appears in the profile list as a table tab of the pin-gated profile', async () => {
    const reply = await asUser(t.app, authorization).get(accountEndpoints.profiles);
    const medical = profileListEntriesOf(reply.json<ProfileListReply>().details.profiles).find(
      (profile) => profile.id === 'medical',
    )!;
    expect(medical.pin).toBe(true);
    expect(medical.tabs.at(-1)).toMatchObject({ label: 'Vaccination Data', view: 'table' });
  });
});
