import type { Page } from 'playwright-core';

/**
 * Holds back the page's requests whose URL matches until the returned function is called:
 * what a page does while a script or a reply is still on its way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
