import { PRERENDERED_PATH_ATTRIBUTE } from '../../src/shared/routes/builtPages.ts';
import { staticAssets, type Manifest } from '../build/viteManifest.ts';
import type { PageWithOwnHtml } from '../../src/client/prerender/pagesWithOwnHtml.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** index.html's stylesheet links, as Vite writes them. */
const STYLESHEET_LINKS = /\s*<link rel="stylesheet"[^>]*>/g;

/** index.html as the build wrote it, the manifest naming each module's chunks, its files. */
export interface BuiltIndex {
  template: string;
  manifest: Manifest;
  readAsset: (file: string) => string;
}

/**
 * The page's own chunks and stylesheets, beyond index.html's: the chunks in the order Vite
 * preloads them, a chunk's stylesheets after those of the chunks it imports (so the cascade
 * is the one the app's own loading gives).
 */
function ownAssets({ manifest }: BuiltIndex, page: PageWithOwnHtml) {
  const index = staticAssets(manifest, ['index.html']);
  const own = staticAssets(manifest, page.modules);
  return {
    indexStyles: [...index.styles],
    scripts: [...own.scripts].filter((file) => !index.scripts.has(file)),
    styles: [...own.styles].filter((file) => !index.styles.has(file)),
  };
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** Adds tags at the end of the head. A function as replacement: a "$" stays as it is. */
function intoHead(html: string, tags: readonly string[]): string {
  return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** index.html with the page's chunks preloaded and its stylesheets linked. */
export function linkedPageHtml(built: BuiltIndex, page: PageWithOwnHtml): string {
  const { scripts, styles } = ownAssets(built, page);
  return intoHead(built.template, [
    ...scripts.map(preloadTag),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ]);
}

/**
 * index.html with the page's first screen (`markup`, React's render of it) in #root, its
 * chunks preloaded, and every stylesheet it needs as one <style>: the first screen is drawn
 * once the HTML is in, with no further round trip. Each stylesheet is also named by a
 * disabled link, which the browser does not fetch: Vite's loader of a lazy module's CSS skips
 * a stylesheet the document already links, and would otherwise apply them a second time while
 * the app takes the page over.
 */
export function prerenderedPageHtml(
  built: BuiltIndex,
  page: PageWithOwnHtml,
  pagePath: string,
  markup: string,
): string {
  if (!built.template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html has no ${EMPTY_ROOT} for the prerendered pages to fill`);
  }
  const { indexStyles, scripts, styles } = ownAssets(built, page);
  const stylesheets = [...indexStyles, ...styles];
  const css = stylesheets.map((file) => built.readAsset(file)).join('\n');
  // React puts a page's <title> first in its markup; the document's belongs in the head.
  const title = TITLE.exec(markup)?.[0];
  const body = title ? markup.replace(title, '') : markup;
  const html = built.template
    .replace(TITLE, (original) => title ?? original)
    .replace(STYLESHEET_LINKS, '')
    .replace(
      EMPTY_ROOT,
      () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${pagePath}">${body}</div>`,
    );
  return intoHead(html, [
    ...scripts.map(preloadTag),
    // The one sequence that could end the element early inside CSS text.
    `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
    ...stylesheets.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`),
  ]);
}
