import { createHash } from 'node:crypto';
import { everyPageHtml, readBuiltPages } from './builtPages';

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

/**
 * The hashes of every inline script and stylesheet in the built client's pages (index.html,
 * the pages that link their code, the prerendered public pages), read at start from the HTML
 * the server will send: a prerendered page's stylesheet changes with every build, and a copy
 * made by hand would be stale after the next.
 */
export function inlineContentHashes(clientDir: string): InlineContentHashes {
  const pages = readBuiltPages(clientDir);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages ? everyPageHtml(pages) : []) {
    const found = inlineContentHashesOf(html);
    for (const hash of found.scripts) scripts.add(hash);
    for (const hash of found.styles) styles.add(hash);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
