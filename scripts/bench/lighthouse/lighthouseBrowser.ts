import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/e2e/support/chromium';
import { freePort } from './lighthouseRun';

/** Debian's Chromium, open for Lighthouse to drive, and a tab of it for signing in. */
export interface LighthouseBrowser {
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  /** A tab in the browser's default context: what it signs in to, Lighthouse's runs see. */
  page: Page;
  close(): Promise<void>;
}

export async function launchLighthouseBrowser(): Promise<LighthouseBrowser> {
  const port = await freePort();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-lighthouse-'));
  // A persistent context is the browser's default one, the one Lighthouse's tab opens in, so
  // a sign-in in it is visible to Lighthouse's runs.
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    port,
    page,
    async close() {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
