import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { takeCspViolations } from './support/cspViolations';

// Every end-to-end test fails on a Content-Security-Policy violation (failOnCspViolations.ts).
// This shows the watch sees one, on pages made either way the tests make them; the violations
// are taken here, so this file's own tests still end with none.
const ADDRESS = 'http://policy.test/';

/** A page whose policy refuses its own inline script. */
async function openPolicyBreakingPage(page: Page): Promise<void> {
  await page.route(ADDRESS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': "default-src 'self'" },
      body: '<!doctype html><title>Policy</title><script>document.title = "ran";</script>',
    }),
  );
  await page.goto(ADDRESS);
}

async function violationsSeen(): Promise<string[]> {
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...takeCspViolations());
      // The page's own report of the event, and Chromium's console message.
      return (
        seen.some((violation) => violation.startsWith('script-src-elem refused inline')) &&
        seen.some((violation) => violation.includes('Content Security Policy directive'))
      );
    })
    .toBe(true);
  return seen;
}

describe('the Content-Security-Policy watch of the end-to-end tests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('records a refused inline script with its directive and address (browser.newPage)', async () => {
    const page = await browser.newPage();
    await openPolicyBreakingPage(page);
    expect(await page.title()).toBe('Policy');
    const seen = await violationsSeen();
    expect(seen.join('\n')).toContain(`on ${ADDRESS}`);
    await page.close();
  });

  it('records it on a page of a context made by the test as well', async () => {
    const context = await browser.newContext();
    await openPolicyBreakingPage(await context.newPage());
    await violationsSeen();
    await context.close();
  });
});
