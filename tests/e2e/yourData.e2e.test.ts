import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';

// A person's export taken into another account through the Sharing page: the file goes up
// as it is, and the page says how many readings came and that a second import adds none.

// Public like the password (README, demo accounts).
const DEMO_ATHLETE = { email: 'athlete@motus.demo', password: 'motus-athlete', pin: '246810' };

async function demoAthleteExport(baseUrl: string): Promise<Buffer> {
  const login = await fetch(`${baseUrl}${accountEndpoints.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ATHLETE.email, password: DEMO_ATHLETE.password }),
  });
  const { details } = (await login.json()) as { details: { token: string } };
  const exported = await fetch(
    `${baseUrl}${yourDataEndpoints.exportFhir}?secure_pin=${DEMO_ATHLETE.pin}`,
    { headers: { authorization: `${AUTH_SCHEME} ${details.token}` } },
  );
  if (!exported.ok) throw new Error(`export failed: ${exported.status}`);
  return Buffer.from(await exported.arrayBuffer());
}

describe('importing an export through the Sharing page', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await registerAndSignIn(page, server.baseUrl, 'Imogen');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('takes the file, says how many readings came, and adds none the second time', async () => {
    const file = {
      name: 'motus.fhir.json',
      mimeType: 'application/fhir+json',
      buffer: await demoAthleteExport(server.baseUrl),
    };
    await page.goto(`${server.baseUrl}/sharing#your-data`);
    const section = page.getByRole('region', { name: 'Your data', exact: true });
    const chooser = section.getByLabel('FHIR file to import');

    await chooser.setInputFiles(file);
    const status = section.getByRole('status').filter({ hasText: /imported/ });
    await status.waitFor({ timeout: 60_000 });
    const first = (await status.textContent()) ?? '';
    const counted = /([\d,]+) readings and ([\d,]+) routine sessions imported\.$/.exec(first);
    const [imported, sessions] = [counted?.[1], counted?.[2]].map((text) =>
      Number(text?.replace(/,/g, '')),
    );
    expect(imported).toBeGreaterThan(1000);
    expect(sessions).toBeGreaterThan(1);

    await chooser.setInputFiles(file);
    await section
      .getByRole('status')
      .filter({
        hasText: `0 readings imported; ${imported?.toLocaleString('en')} readings and ${sessions?.toLocaleString('en')} routine sessions were already here.`,
      })
      .waitFor({ timeout: 60_000 });
  });
});
