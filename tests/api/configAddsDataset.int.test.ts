import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { copyProfileConfigs, handgripTest } from '../support/configCopy';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// DESIGN.md §1: adding a test is one config entry and no code.
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
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization },
      payload: { handgrip_kg: 200, created_on: today },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/handgrip_kg.*150/);
    const good = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization },
      payload: { handgrip_kg: 41.25, created_on: today },
    });
    expect(good.json()).toMatchObject({
      status: 'success',
      message: 'Condition Data Successfully Added!',
    });
  });

  it('gets a read route that answers with the reading', async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: handgripTest.tab.read,
      headers: { authorization },
      payload: { date_from: today, date_to: today },
    });
    expect(read.statusCode).toBe(200);
    expect(
      read.json<{ details: { handgrip_kg: number }[] }>().details.map((r) => r.handgrip_kg),
    ).toEqual([41.25]);
  });

  it('appears in the profile list the browser renders from', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: accountEndpoints.profiles,
      headers: { authorization },
    });
    const conditioning = reply
      .json<ProfileListReply>()
      .details.profiles.find((p) => p.id === 'conditioning')!;
    expect(conditioning.dataset_set.map((dataset) => dataset.name)).toContain('Handgrip Strength');
    expect(conditioning.tabs.at(-1)?.label).toBe('Handgrip Strength');
  });
});
