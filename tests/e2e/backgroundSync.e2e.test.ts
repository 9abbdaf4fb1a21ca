import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from '../../src/client/api/outbox/backgroundSync';
import { paths } from '../../src/shared/routes/paths';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';

const WRITE_KEY = '6b0e7c1a-2f4d-4e8b-9a3c-5d7e1f2a3b4c';
const PAGE_WRITE_KEY = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

/** The signed-in person's id, from the session the page sealed for the worker. */
function sealedSenderId(page: Page): Promise<number> {
  return page.evaluate(() => {
    const request = indexedDB.open('motus-outbox');
    return new Promise<number>((resolve, reject) => {
      request.onerror = () => reject(new Error('motus-outbox did not open'));
      request.onsuccess = () => {
        const read = request.result.transaction('senders').objectStore('senders').getAll();
        read.onsuccess = () => {
          const [sender] = read.result as { userId: number }[];
          if (sender) resolve(sender.userId);
          else reject(new Error('No sealed sender on the device'));
        };
      };
    });
  });
}

/** A reading the person saved while the network was gone, as the page keeps it. */
function keepWaitingWrite(page: Page, key: string, userId: number): Promise<void> {
  return page.evaluate(
    ({ key: writeKey, userId: owner }) => {
      const request = indexedDB.open('motus-outbox');
      return new Promise<void>((resolve, reject) => {
        request.onsuccess = () => {
          const transaction = request.result.transaction('writes', 'readwrite');
          transaction.objectStore('writes').put({
            key: writeKey,
            userId: owner,
            kind: 'reading',
            url: '/profiles/special/vitals-resting-hr/',
            body: { rested_hr: 58, created_on: '2026-12-01 07:30' },
            title: 'Vitals · Resting Heart Rate',
            detail: '2026-12-01 07:30',
            refreshes: [],
            writtenAt: Date.now(),
          });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error('The write was not kept'));
        };
      });
    },
    { key, userId },
  );
}

/**
 * The browser's own sync event for the queue, as it fires when a network returns (DevTools'
 * "Sync" button), through a page of no origin: it is no page of Motus.
 */
async function browserSyncer(context: BrowserContext, baseUrl: string) {
  const blank = await context.newPage();
  const devtools = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(({ scopeURL }) => scopeURL.startsWith(baseUrl));
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const registrationId = await registration;
  return () =>
    devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin: baseUrl,
      registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance: false,
    });
}

describe('Background Sync with every tab of Motus closed', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  /** The keys of a person's readings the server stored. */
  const storedKeysOf = async (email: string) =>
    (
      await server.server.database.db
        .selectFrom('readings')
        .innerJoin('users', 'users.id', 'readings.user_id')
        .where('users.email', '=', email)
        .select('readings.idempotency_key')
        .execute()
    ).map((row) => row.idempotency_key);

  it('sends a waiting write with the person’s sealed session once the browser syncs, and only once', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const account = await registerAndSignIn(page, server.baseUrl, 'Sync');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const userId = await sealedSenderId(page);
    await keepWaitingWrite(page, WRITE_KEY, userId);
    const storedKeys = () => storedKeysOf(account.email);

    const sync = await browserSyncer(context, server.baseUrl);
    // Every tab of Motus closes.
    await page.close();
    expect(await storedKeys()).toEqual([]);

    await sync();
    await expect.poll(storedKeys, { timeout: 15_000 }).toEqual([WRITE_KEY]);

    // Opening Motus again finds nothing waiting, and sends nothing twice.
    const again = await context.newPage();
    await again.goto(`${server.baseUrl}${paths.dashboard}`);
    await again.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const waiting = await again.evaluate(() => {
      const request = indexedDB.open('motus-outbox');
      return new Promise<number>((resolve) => {
        request.onsuccess = () => {
          const count = request.result.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
        };
      });
    });
    expect(waiting).toBe(0);
    expect(await storedKeys()).toEqual([WRITE_KEY]);
    await context.close();
  });

  it('with a page of Motus open, has that page send with its own session', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const account = await registerAndSignIn(page, server.baseUrl, 'Open');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const userId = await sealedSenderId(page);
    const sync = await browserSyncer(context, server.baseUrl);
    // No sealed session on the device: only the open page can send this write.
    await page.evaluate(() => {
      const request = indexedDB.open('motus-outbox');
      return new Promise<void>((resolve) => {
        request.onsuccess = () => {
          const transaction = request.result.transaction('senders', 'readwrite');
          transaction.objectStore('senders').clear();
          transaction.oncomplete = () => resolve();
        };
      });
    });
    await keepWaitingWrite(page, PAGE_WRITE_KEY, userId);
    await page.waitForTimeout(1000);
    expect(await storedKeysOf(account.email)).toEqual([]);

    await sync();
    await expect
      .poll(() => storedKeysOf(account.email), { timeout: 15_000 })
      .toEqual([PAGE_WRITE_KEY]);
    await context.close();
  });
});
