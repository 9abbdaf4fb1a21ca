import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../src/shared/routes/builtPages.ts';
import { readManifest } from '../build/viteManifest.ts';
import type { PageWithOwnHtml } from '../../src/client/prerender/pagesWithOwnHtml.ts';
import { buildsTheApp } from './buildsTheApp.ts';
import { linkedPageHtml, prerenderedPageHtml, type BuiltIndex } from './pageHtmlOf.ts';

const PRERENDER_ENTRY = 'src/client/prerender/prerenderPage.tsx';

/** What the prerender entry exports: the renderer, and the pages with HTML of their own. */
interface PrerenderModule {
  prerenderPage: (pathname: string) => Promise<string>;
  pagesAtPaths: Readonly<Record<string, PageWithOwnHtml>>;
  profilePage: PageWithOwnHtml;
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
      ssr: path.join(config.root, PRERENDER_ENTRY),
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = fs.readdirSync(outDir).find((file) => /^prerenderPage\.m?js$/.test(file));
  if (!entry)
    throw new Error(`The prerender build of ${PRERENDER_ENTRY} wrote no prerenderPage.js`);
  // A query per build: Node caches modules by URL, and a watch build makes a new one.
  const url = `${pathToFileURL(path.join(outDir, entry)).href}?build=${Date.now()}`;
  return (await import(url)) as PrerenderModule;
}

/**
 * After the client build, writes the HTML of every page of pagesWithOwnHtml.ts into one file the
 * server reads at start (BUILT_PAGES_FILE): the public pages with their first screen rendered
 * by React for a signed-out visitor and their stylesheets inline, so a phone on a slow network
 * shows the login form once the HTML is in; the signed-in pages with their code preloaded, so
 * it comes alongside the app's entry instead of after it.
 */
export function pageHtml(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'motus:page-html',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }) {
      if (!buildsTheApp(config)) return;
      const outDir = dir ?? path.resolve(config.root, config.build.outDir);
      const built: BuiltIndex = {
        template: fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        manifest: readManifest(outDir),
        readAsset: (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
      };
      const { prerenderPage, pagesAtPaths, profilePage } = await loadPrerenderer(config);
      const pages: BuiltPages = {
        app: built.template,
        byPath: {},
        profilePage: linkedPageHtml(built, profilePage),
      };
      for (const [pagePath, page] of Object.entries(pagesAtPaths)) {
        if (!page.prerendered) {
          pages.byPath[pagePath] = linkedPageHtml(built, page);
          continue;
        }
        const markup = await prerenderPage(pagePath).catch((error: unknown) => {
          throw new Error(`Prerendering ${pagePath} failed: ${String(error)}`, { cause: error });
        });
        pages.byPath[pagePath] = prerenderedPageHtml(built, page, pagePath, markup);
      }
      fs.writeFileSync(path.join(outDir, BUILT_PAGES_FILE), JSON.stringify(pages));
    },
  };
}
