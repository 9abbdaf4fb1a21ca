import { chromium, type Browser } from 'playwright-core';
import { watchForCspViolations } from './cspViolations';

/** Debian's Chromium, never a downloaded one (scripts/ensure-chromium.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium whose every context (browser.newPage makes one too) records the pages'
 * Content-Security-Policy violations: failOnCspViolations.ts fails the test that caused one.
 * Its contexts run no service worker unless created with `serviceWorkers: 'allow'`.
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // No service worker unless a test asks for one (serviceWorkers: 'allow'): each context's
    // worker would fetch and keep the whole build, on a machine of two cores.
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await watchForCspViolations(context);
    return context;
  };
  return browser;
}
