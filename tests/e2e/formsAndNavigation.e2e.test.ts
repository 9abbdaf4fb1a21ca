import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routes/paths';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';

/**
 * Presses the button near its top edge, as a hurried thumb does, and releases it where it
 * was pressed: if anything above it moved in between, the release misses the button.
 */
async function pressNearTopEdge(page: Page, button: Locator): Promise<void> {
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 3);
  await page.mouse.down();
  // Long enough for the left field's blur to render.
  await page.waitForTimeout(150);
  await page.mouse.up();
}

const fieldErrors = (page: Page) => page.locator('.field__error');

describe('forms and navigation that keep up with the person', () => {
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

  it('acts on the first press of REGISTER made straight from a field in error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    await page.goto(`${server.baseUrl}/register`);
    await page.getByLabel('Email').fill('not-an-email');
    await pressNearTopEdge(page, page.getByRole('button', { name: 'REGISTER' }));
    // The press was a submit attempt: every field in error says so, not only the one left.
    await expect.poll(() => fieldErrors(page).count()).toBeGreaterThan(2);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'email',
    );
    await page.close();
  });

  it('acts on the first press of UPDATE made straight from a field in error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    await registerAndSignIn(page, server.baseUrl, 'Ruairi');
    await page.goto(`${server.baseUrl}${paths.profile}`);
    await page.getByLabel('First Name').fill('');
    await pressNearTopEdge(page, page.getByRole('button', { name: 'UPDATE' }));
    // The password that confirms an update is asked for too: the press was a submit attempt.
    await expect.poll(() => fieldErrors(page).count()).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it.each([1280, 1100, 1024, 390])(
    'keeps Edit Profile and Logout on screen beside a long first name at %i px',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const name = 'Maximiliana-Bartholomea-Evangelina-Wilhelmina';
      await registerAndSignIn(page, server.baseUrl, name);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      if (await menuButton.isVisible()) await menuButton.click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const control of [
        nav.getByRole('link', { name: 'Edit Profile' }),
        nav.getByRole('button', { name: 'Logout' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // The whole greeting stays available where the row cuts it short.
      const greeting = nav.getByText(/^Hi, /);
      await expect(greeting.getAttribute('title')).resolves.toBe(`Hi, ${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.close();
    },
  );
});
