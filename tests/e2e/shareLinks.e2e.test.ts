import net from 'node:net';
import { compactDecrypt } from 'jose';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { signInThroughPage } from './support/signIn';

// Passcode links (HL7 SMART Health Links) end to end: the demo athlete makes a link of their
// Vitals with a passcode on the Sharing page; a browser with no account opens it, is refused
// a wrong passcode, then sees the Vitals chart; the athlete sees who opened it and revokes
// it, and the link no longer opens.
const DEMO_ATHLETE = { email: 'athlete@motus.demo', password: 'motus-athlete' };
// Public like the password (README, demo accounts): Medical opens with it.
const DEMO_ATHLETE_PIN = '246810';
const PASSCODE = 'blue-heron-42';
const LABEL = 'For my GP';
const RECIPIENT = 'Dr Sam Smith';
const CHECKER = 'Independent check';

/** A port nobody uses now: the link's address names the server's public URL, so it is fixed first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface LinkPayload {
  url: string;
  key: string;
  exp: number;
  flag?: string;
  label?: string;
  v: number;
}

function payloadOf(address: string): LinkPayload {
  const encoded = address.split('#shlink:/')[1] ?? '';
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LinkPayload;
}

describe('passcode links in real browsers', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let ownerPage: Page;
  let viewerPage: Page;
  let address = '';
  const accessibility: Record<string, string[]> = {};

  const newPage = async (width = 1280) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };
  const linksSection = (page: Page): Locator =>
    page.getByRole('region', { name: 'Passcode links' });
  const linkCard = (page: Page): Locator =>
    linksSection(page).getByRole('article', { name: LABEL });

  async function openAs(page: Page, recipient: string, passcode: string): Promise<void> {
    await page.getByLabel('Your name').fill(recipient);
    await page.getByLabel('Passcode', { exact: true }).fill(passcode);
    await page.getByRole('button', { name: 'Open' }).click();
  }

  beforeAll(async () => {
    const port = await freePort();
    server = await startE2eServer({ port, publicUrl: `http://127.0.0.1:${port}` });
    browser = await launchChromium();
    ownerPage = await newPage();
    // The recipient reads it on a phone.
    viewerPage = await newPage(390);
    await signInThroughPage(ownerPage, server.baseUrl, DEMO_ATHLETE);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.stop();
  });

  it('the athlete makes a link of their Vitals with a passcode, and is shown its address once', async () => {
    await ownerPage.goto(`${server.baseUrl}/sharing`);
    const section = linksSection(ownerPage);
    const form = section.getByRole('form', { name: 'Make a new link' });
    await form.getByRole('checkbox', { name: 'Vitals Profile' }).check();
    await form.getByLabel(/^Passcode/).fill(PASSCODE);
    await form.getByLabel(/^Label/).fill(LABEL);
    accessibility['new link form'] = await axeViolations(ownerPage);
    await form.getByRole('button', { name: 'Make link' }).click();

    const created = section.getByRole('region', { name: 'Your new link' });
    await created.getByText('Motus cannot show this link again: copy it now.').waitFor();
    address = await created.getByLabel('Link address').inputValue();
    expect(address).toMatch(new RegExp(`^${server.baseUrl}/shared#shlink:/[A-Za-z0-9_-]+$`));
    const qr = created.getByRole('img', { name: 'QR code of the link address' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    accessibility['new link shown'] = await axeViolations(ownerPage);

    const payload = payloadOf(address);
    expect(payload.url).toMatch(new RegExp(`^${server.baseUrl}/shl/[A-Za-z0-9_-]{43}$`));
    expect(payload.flag).toBe('P');
    expect(payload.label).toBe(LABEL);
    await linkCard(ownerPage).getByText('Nobody has opened it yet.').waitFor();
  });

  it('someone with no account is refused a wrong passcode, then sees the Vitals chart with units', async () => {
    await viewerPage.goto(address);
    await viewerPage.getByText(`“${LABEL}”`).waitFor();
    accessibility['viewer asks'] = await axeViolations(viewerPage);
    await openAs(viewerPage, RECIPIENT, 'not-the-passcode');
    await viewerPage
      .getByText('That passcode is not right. 9 more wrong tries close the link.')
      .waitFor();
    expect(await viewerPage.getByLabel('Your name').inputValue()).toBe(RECIPIENT);

    await viewerPage.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
    await viewerPage.getByRole('button', { name: 'Open' }).click();
    await viewerPage
      .getByText(/^Shared by Alex Runner through Motus, read-only, until \d{4}-\d\d-\d\d\.$/)
      .waitFor();
    const tabs = viewerPage.getByRole('tablist', { name: 'Shared data' });
    const firstTab = (await tabs.getByRole('tab').first().textContent()) ?? '';
    expect(firstTab).not.toBe('');
    // The engine's own chart, named by the dataset and its unit.
    const chart = viewerPage.getByRole('img', {
      name: new RegExp(`^${firstTab.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\) chart`),
    });
    await chart.first().waitFor();
    await tabs.getByRole('tab', { name: 'Blood Pressure' }).click();
    await viewerPage
      .getByRole('img', { name: /^Blood Pressure \(mmHg\) chart/ })
      .first()
      .waitFor();
    expect(await viewerPage.getByRole('button', { name: /Add/ }).count()).toBe(0);
    accessibility['viewer shows'] = await axeViolations(viewerPage);
  });

  it('the file decrypts with jose and the key from the link, independently of Motus code', async () => {
    const payload = payloadOf(address);
    const reply = await fetch(payload.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://viewer.example' },
      body: JSON.stringify({ recipient: CHECKER, passcode: PASSCODE }),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await reply.json()) as { files: { contentType: string; embedded: string }[] };
    expect(manifest.files[0]?.contentType).toBe('application/fhir+json');
    const { plaintext, protectedHeader } = await compactDecrypt(
      manifest.files[0]?.embedded ?? '',
      Buffer.from(payload.key, 'base64url'),
    );
    expect(protectedHeader).toMatchObject({ alg: 'dir', enc: 'A256GCM' });
    const bundle = JSON.parse(new TextDecoder().decode(plaintext)) as {
      resourceType: string;
      entry: { resource: { resourceType: string } }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry[0]?.resource.resourceType).toBe('Patient');
    expect(bundle.entry.some((entry) => entry.resource.resourceType === 'Observation')).toBe(true);
  });

  it('the athlete sees who opened the link, and how, then revokes it', async () => {
    await ownerPage.reload();
    const card = linkCard(ownerPage);
    await card.getByRole('cell', { name: CHECKER }).waitFor();
    const rows = card.getByRole('row').filter({ hasText: RECIPIENT });
    expect(await rows.count()).toBe(2);
    await card
      .getByRole('row')
      .filter({ hasText: RECIPIENT })
      .filter({ hasText: 'Wrong passcode' })
      .waitFor();
    await card
      .getByRole('row')
      .filter({ hasText: RECIPIENT })
      .filter({ hasText: 'Opened' })
      .waitFor();
    accessibility['links listed'] = await axeViolations(ownerPage);

    await card.getByRole('button', { name: `Revoke ${LABEL}` }).click();
    const dialog = ownerPage.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await card.getByText('Revoked', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
  });

  it('the revoked link no longer opens: the viewer says so after a reload', async () => {
    await viewerPage.reload();
    await openAs(viewerPage, RECIPIENT, PASSCODE);
    await viewerPage
      .getByText('This link has expired or was revoked, or it does not exist.')
      .waitFor();
  });

  it('a link of the pin-gated Medical area asks for the secure pin first', async () => {
    const section = linksSection(ownerPage);
    const form = section.getByRole('form', { name: 'Make a new link' });
    await form.getByRole('checkbox', { name: 'Medical Profile' }).check();
    await form.getByLabel(/^Label/).fill('Medical history');
    await form.getByRole('button', { name: 'Make link' }).click();
    const pinDialog = ownerPage.getByRole('dialog', { name: 'Enter Security Pin' });
    await pinDialog.getByLabel('Security Pin').fill(DEMO_ATHLETE_PIN);
    accessibility['pin asked for a link'] = await axeViolations(ownerPage);
    await pinDialog.getByRole('button', { name: 'Enter' }).click();
    await section.getByRole('region', { name: 'Your new link' }).waitFor();
    await section.getByRole('article', { name: 'Medical history' }).waitFor();
  });

  it('has no accessibility violations on the screens it passed through', () => {
    expect(accessibility).toEqual(
      Object.fromEntries(Object.keys(accessibility).map((screen) => [screen, []])),
    );
  });
});
