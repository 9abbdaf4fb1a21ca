import type { Locator, Page } from 'playwright-core';

/** A toast with this text (react-toastify's alert), not the same words elsewhere on the page. */
export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}
