import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api/idempotencyKey';
import { SECURE_PIN_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { datasetToJsonSchema } from '../../src/shared/profile-config/datasetToJsonSchema';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import { recordDateOf } from '../../src/shared/profile-config/recordDate';
import { writePathsOf } from '../../src/shared/profile-config/writePathOf';
import { asUser } from '../support/asUser';
import { exampleBody } from '../support/exampleBody';
import { mailedSecurePin } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// A client that never heard a reply sends the same reading again with the key it was first
// sent with (a retry, an offline queue sent from two tabs): one reading is stored per person
// and key, and the repeat is answered as the first time.

interface WriteRoute {
  config: ProfileConfig;
  dataset: ProfileDataset;
  url: string;
}

let t: TestApp;
let ada: Awaited<ReturnType<typeof signUp>> & { pin: string };
let grace: Awaited<ReturnType<typeof signUp>> & { pin: string };
const today = DateTime.local();

/** Every route that takes a reading, from the configs: a new dataset is covered without a line here. */
function writeRoutes(): WriteRoute[] {
  return t.app.deps.profileConfigs
    .filter((config) => config.view_of === undefined)
    .flatMap((config) =>
      config.datasets.flatMap((dataset) =>
        writePathsOf(config, dataset).map((url) => ({ config, dataset, url })),
      ),
    );
}

function write(who: typeof ada, { config, dataset, url }: WriteRoute, key: string | undefined) {
  return asUser(t.app, who).send({
    method: 'POST',
    url,
    body: exampleBody(datasetToJsonSchema(dataset, recordDateOf(config)), today),
    ...(config.pin ? { query: { [SECURE_PIN_PARAMETER]: who.pin } } : {}),
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

async function readingsOf(userId: number, datasetId?: number): Promise<number> {
  let query = t.database.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<string>().as('rows'))
    .where('user_id', '=', userId);
  if (datasetId !== undefined) query = query.where('dataset_id', '=', datasetId);
  return Number((await query.executeTakeFirstOrThrow()).rows);
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await signUp(t.app, 'Ada');
  const second = await signUp(t.app, 'Grace');
  ada = { ...first, pin: await mailedSecurePin(t, first) };
  grace = { ...second, pin: await mailedSecurePin(t, second) };
}, 60_000);
afterAll(() => t.close());

async function storesOnce(route: WriteRoute): Promise<void> {
  const key = randomUUID();
  const before = await readingsOf(ada.userId, route.dataset.id);
  const first = await write(ada, route, key);
  const repeat = await write(ada, route, key);
  expect(first.statusCode, `${route.url}: ${first.body}`).toBe(200);
  expect(repeat.statusCode, route.url).toBe(200);
  expect(repeat.json(), route.url).toEqual(first.json());
  expect(await readingsOf(ada.userId, route.dataset.id), route.url).toBe(before + 1);
}

describe('a reading sent with an Idempotency-Key', () => {
  it(
    'is stored once on every write route, and the repeat gets the same reply',
    { timeout: 300_000 },
    async () => {
      const routes = writeRoutes();
      expect(routes.length).toBeGreaterThan(0);
      // A dataset's routes one after another (a dataset may have two), the datasets side by side:
      // each pin-gated write checks the pin, which is slow on purpose.
      const byDataset = new Map<number, WriteRoute[]>();
      for (const route of routes) {
        byDataset.set(route.dataset.id, [...(byDataset.get(route.dataset.id) ?? []), route]);
      }
      await Promise.all(
        [...byDataset.values()].map(async (sameDataset) => {
          for (const route of sameDataset) await storesOnce(route);
        }),
      );
    },
  );

  it("stores another person's reading under the same key as theirs", async () => {
    const [route] = writeRoutes();
    if (!route) throw new Error('no write route');
    const key = randomUUID();
    const adas = await write(ada, route, key);
    const graces = await write(grace, route, key);
    expect(graces.statusCode).toBe(200);
    expect(graces.json<{ data: { id: number } }>().data.id).not.toBe(
      adas.json<{ data: { id: number } }>().data.id,
    );
    expect(await readingsOf(grace.userId)).toBe(1);
  });

  it('stores one reading for twenty repeats sent at once', async () => {
    const [route] = writeRoutes();
    if (!route) throw new Error('no write route');
    const key = randomUUID();
    const before = await readingsOf(ada.userId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => write(ada, route, key)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(await readingsOf(ada.userId)).toBe(before + 1);
  });

  it('stores a reading each time when no key is sent, as before', async () => {
    const [route] = writeRoutes();
    if (!route) throw new Error('no write route');
    const before = await readingsOf(ada.userId);
    await write(ada, route, undefined);
    await write(ada, route, undefined);
    expect(await readingsOf(ada.userId)).toBe(before + 2);
  });

  it('refuses a key that is not one, saying so and storing nothing', async () => {
    const [route] = writeRoutes();
    if (!route) throw new Error('no write route');
    const before = await readingsOf(ada.userId);
    const refused = await write(ada, route, 'no spaces allowed');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/idempotency-key/i);
    expect(await readingsOf(ada.userId)).toBe(before);
  });
});
