import fs from 'node:fs';
import path from 'node:path';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../shared/routes/builtPages';

/**
 * The HTML of the app's pages as the client build wrote it, read once at start; none where no
 * client is built (an API-only server, the API tests). A client built again while the server
 * runs needs a restart.
 */
export function readBuiltPages(clientDir: string): BuiltPages | undefined {
  const file = path.join(clientDir, BUILT_PAGES_FILE);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltPages;
}

/** Every page's HTML, each once. */
export function everyPageHtml(pages: BuiltPages): string[] {
  return [...new Set([pages.app, pages.profilePage, ...Object.values(pages.byPath)])];
}
