/**
 * Pages whose first screen the build renders into their HTML (client/prerender): where the
 * built client keeps each one, for the server to send for its path, and the attribute on #root
 * that tells the browser which path the markup was rendered for.
 */
export const PRERENDERED_DIR = 'prerendered';

export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** '/login' → 'prerendered/login.html', under the built client's folder. */
export function prerenderedHtmlFile(pagePath: string): string {
  return `${PRERENDERED_DIR}${pagePath}.html`;
}
