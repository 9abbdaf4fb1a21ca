import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../../src/client/prerender/prerenderedPages.ts';
import {
  PRERENDERED_PATH_ATTRIBUTE,
  prerenderedHtmlFile,
} from '../../src/shared/routes/prerenderedHtml.ts';
import { readManifest, staticAssets, type Manifest } from '../build/viteManifest.ts';
import { buildsTheApp } from './buildsTheApp.ts';

const ENTRY = 'src/client/prerender/prerenderPage.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/**
 * What index.html loads, as Vite writes it: the entry's script tag, its chunks' preload links
 * and its stylesheets (a prerendered page has them inline and starts the app itself).
 */
const LOADING_TAGS =
  /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g;

interface PrerenderModule {
  prerenderPage: (pathname: string) => Promise<string>;
  prerenderedPages: readonly PrerenderedPage[];
}

/** The server-side build of the prerender entry, imported. */
async function loadPrerenderer(config: ResolvedConfig): Promise<PrerenderModule> {
  const outDir = path.join(config.root, 'node_modules/.motus-prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: path.join(config.root, ENTRY),
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = fs.readdirSync(outDir).find((file) => /^prerenderPage\.m?js$/.test(file));
  if (!entry) throw new Error(`The prerender build of ${ENTRY} wrote no prerenderPage.js`);
  // A query per build: Node caches modules by URL, and a watch build makes a new one.
  const url = `${pathToFileURL(path.join(outDir, entry)).href}?build=${Date.now()}`;
  return (await import(url)) as PrerenderModule;
}

/** The stylesheets and scripts a prerendered page needs: index.html's and its module's. */
function pageAssets(manifest: Manifest, page: PrerenderedPage) {
  const index = staticAssets(manifest, ['index.html']);
  const own = staticAssets(manifest, [page.module]);
  const entry = manifest['index.html']?.file;
  if (!entry) throw new Error('The build manifest names no entry chunk for index.html');
  return {
    entry: `/${entry}`,
    styles: [...new Set([...index.styles, ...own.styles])],
    scripts: [...new Set([...index.scripts, ...own.scripts])].map((file) => `/${file}`),
  };
}

/**
 * The page's stylesheets, in the order the app applies them, as one <style>: the first screen
 * is drawn once the HTML is in, with no further round trip (a few KB gzip, sent with the HTML).
 *
 * Each is also named by a disabled link, which the browser does not fetch: Vite's loader of a
 * lazy module's CSS skips a stylesheet the document already links, and would otherwise fetch
 * and apply these a second time when the page's code loads (four requests and a restyle of
 * the login page on a phone, in the middle of its hydration).
 */
function inlineStyles(outDir: string, styles: readonly string[]): string {
  const css = styles.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
  const links = styles.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`);
  // The one sequence that could end the element early inside CSS text.
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>\n    ${links.join('\n    ')}`;
}

/**
 * The app's start on a prerendered page: once its first screen is painted (the browser's
 * first-contentful-paint entry), the app's chunks are fetched and the entry run, rather than
 * on a slow network alongside the HTML. What is typed meanwhile is kept (keepTypedText), and
 * a form waits for the app to be sent (Button). If no paint is reported (a tab opened in the
 * background, a browser without paint timing), the app starts after a second anyway. The
 * entry is asked for first; the preload links for the rest follow four to a task: each link
 * starts a request, and the thirteen of /login in one task blocked a phone for about 100 ms
 * (Lighthouse mobile TBT median 98 → 68 ms over 16 runs each, run in turns).
 */
function deferredStart(entry: string, scripts: readonly string[]): string {
  return `<script type="module">
      let started = false;
      const start = async () => {
        if (started) return;
        started = true;
        import(${JSON.stringify(entry)});
        const scripts = ${JSON.stringify(scripts)};
        for (let first = 0; first < scripts.length; first += 4) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          for (const href of scripts.slice(first, first + 4)) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.append(link);
          }
        }
      };
      new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
      setTimeout(start, 1000);
    </script>`;
}

/**
 * After the client build, renders the signed-out public pages (prerenderedPages.ts) into
 * copies of index.html, one per page, with the page's stylesheets inline: the server sends
 * one of these for its path, so a phone on a slow network sees the login form as soon as the
 * HTML and CSS arrive, not after the JavaScript has run (issue: Performance, decision 019).
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'motus:prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }) {
      if (!buildsTheApp(config)) return;
      const outDir = dir ?? path.resolve(config.root, config.build.outDir);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT)) {
        throw new Error(`index.html has no ${EMPTY_ROOT} for the prerendered pages to fill`);
      }
      const { prerenderPage, prerenderedPages } = await loadPrerenderer(config);
      const manifest = readManifest(outDir);
      for (const page of prerenderedPages) {
        const markup = await prerenderPage(page.path).catch((error: unknown) => {
          throw new Error(`Prerendering ${page.path} failed: ${String(error)}`, { cause: error });
        });
        // React puts a page's <title> first in its markup; the document's belongs in the head.
        const title = TITLE.exec(markup)?.[0];
        const body = title ? markup.replace(title, '') : markup;
        const assets = pageAssets(manifest, page);
        // Functions, not strings, as replacements: a "$" in the page's text stays as it is.
        const html = template
          .replace(TITLE, (original) => title ?? original)
          .replace(LOADING_TAGS, '')
          .replace('</head>', () => `  ${inlineStyles(outDir, assets.styles)}\n  </head>`)
          .replace(
            EMPTY_ROOT,
            () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}">${body}</div>`,
          )
          .replace('</body>', () => `  ${deferredStart(assets.entry, assets.scripts)}\n  </body>`);
        const file = path.join(outDir, prerenderedHtmlFile(page.path));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
      }
    },
  };
}
