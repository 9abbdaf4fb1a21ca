import fs from 'node:fs';
import path from 'node:path';
import { PRERENDERED_DIR, prerenderedHtmlFile } from '../../shared/routes/prerenderedHtml';

/**
 * Which file of the built client answers a page's address: the page's prerendered HTML where
 * the build made one for that path (its first screen already in it), else index.html, from
 * which the app renders whichever page the address names. Read once, at start.
 */
export function appPageFiles(clientDir: string): (url: string) => string {
  const folder = path.join(clientDir, PRERENDERED_DIR);
  const prerendered = new Set(
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((file) => file.endsWith('.html'))
          .map((file) => `/${file.slice(0, -'.html'.length)}`)
      : [],
  );
  return (url) => {
    const pathname = url.split('?')[0] ?? url;
    return prerendered.has(pathname) ? prerenderedHtmlFile(pathname) : 'index.html';
  };
}
