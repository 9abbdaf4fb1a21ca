import fs from 'node:fs';
import path from 'node:path';
import { PRERENDERED_DIR } from '../../shared/routes/prerenderedHtml';

/**
 * The paths of the pages the build prerendered into the built client (their first screen
 * already in their HTML), read once at start: '/login', …. Every other page is index.html,
 * from which the app renders whichever page the address names.
 */
export function prerenderedPagePaths(clientDir: string): string[] {
  const folder = path.join(clientDir, PRERENDERED_DIR);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.slice(0, -'.html'.length)}`);
}
