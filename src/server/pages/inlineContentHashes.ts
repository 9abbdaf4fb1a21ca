import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** CSP hash sources ('sha256-…') of the inline code the built client's pages carry. */
export interface InlineContentHashes {
  scripts: string[];
  styles: string[];
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The source a Content-Security-Policy allows one inline element's text by. The browser
 * hashes the text as its parser left it, which turns every CR LF and lone CR into LF.
 */
export function cspHashSource(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/** The inline scripts (those without src) and <style> elements of one page's HTML. */
export function inlineContentHashesOf(html: string): InlineContentHashes {
  const scripts = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !SRC_ATTRIBUTE.test(match[1] ?? ''))
    .map((match) => cspHashSource(match[2] ?? ''));
  const styles = [...html.matchAll(STYLE_ELEMENT)].map((match) => cspHashSource(match[1] ?? ''));
  return { scripts, styles };
}

function htmlFilesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(folder, file));
}

/**
 * The hashes of every inline script and stylesheet in the built client's pages (index.html,
 * the pages that name their code, the prerendered public pages), read from the files the
 * server will send, at start: the prerendered pages' start-up script names the build's chunks,
 * so its hash changes with every build, and a copy made by hand would be stale after the next.
 * A client built again while the server runs needs a restart, as its page list does.
 */
export function inlineContentHashes(clientDir: string): InlineContentHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFilesUnder(clientDir)) {
    const found = inlineContentHashesOf(fs.readFileSync(file, 'utf8'));
    for (const hash of found.scripts) scripts.add(hash);
    for (const hash of found.styles) styles.add(hash);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
