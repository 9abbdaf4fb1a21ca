/**
 * Draws the app's icons for the web app manifest and iOS's home screen from public/favicon.svg,
 * in Debian's Chromium, into public/icons/. Run again after the favicon changes:
 *   npx tsx scripts/icons/makeAppIcons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { APP_ICONS, ICONS_DIR, type AppIcon } from './appIcons';

const FAVICON = path.resolve('public/favicon.svg');
/**
 * A maskable icon's platform crops it to a circle or squircle inside its central 80%; the
 * favicon's drawing, scaled to 70% of the side, stays inside that with its stroke.
 */
const MASKABLE_ARTWORK_SHARE = 0.7;

/** The favicon's tile colour: the maskable icon fills its whole square with it. */
function tileColour(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  if (!fill)
    throw new Error(`${FAVICON}: no <rect fill="#…"> to take the maskable icon's colour from`);
  return fill;
}

/** A page of exactly the icon's size showing the favicon as the icon draws it. */
function iconPage(icon: AppIcon, svg: string): string {
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const full = icon.purpose === 'any';
  const artwork = Math.round(icon.size * (full ? 1 : MASKABLE_ARTWORK_SHARE));
  const background = full ? 'transparent' : tileColour(svg);
  return `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;
    display:grid;place-items:center;background:${background}">
    <img src="${source}" width="${artwork}" height="${artwork}" alt=""></body></html>`;
}

async function makeAppIcons() {
  const svg = fs.readFileSync(FAVICON, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    fs.mkdirSync(ICONS_DIR, { recursive: true });
    for (const icon of APP_ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(iconPage(icon, svg));
      await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      const file = path.join(ICONS_DIR, icon.file);
      await page.screenshot({ path: file, omitBackground: icon.purpose === 'any' });
      await page.close();
      console.log(`${path.relative(process.cwd(), file)} ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await makeAppIcons();
