import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  LINKED_CODE_META_NAME,
  linkedCodeHtmlFile,
  pagesWithLinkedCode,
  type PageWithLinkedCode,
} from '../../src/shared/routes/pagesWithLinkedCode.ts';
import { readManifest, staticAssets, type Manifest } from '../build/viteManifest.ts';
import { buildsTheApp } from './buildsTheApp.ts';

/**
 * The tags naming a page's code that index.html does not name already: its chunks as
 * modulepreload links, as Vite writes the entry's, then its stylesheets after index.html's,
 * the order Vite's loader would add them in (so the cascade is the same). A meta tag first
 * tells the app that they are linked.
 */
function linkTags(manifest: Manifest, page: PageWithLinkedCode): string[] {
  const index = staticAssets(manifest, ['index.html']);
  const own = staticAssets(manifest, page.modules);
  const scripts = [...own.scripts].filter((file) => !index.scripts.has(file));
  const styles = [...own.styles].filter((file) => !index.styles.has(file));
  return [
    `<meta name="${LINKED_CODE_META_NAME}" content="${page.name}">`,
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}

/**
 * After the client build, writes a copy of index.html for each page of pagesWithLinkedCode
 * with that page's code linked in its head, for the server to send for the page's paths:
 * a profile page's chunks were asked for only once the app's entry had run, then linked
 * one by one by script, the largest task of a signed-in start on a slow phone (issue:
 * Performance, decision 020).
 */
export function linkPageCode(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'motus:link-page-code',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle({ dir }) {
      if (!buildsTheApp(config)) return;
      const outDir = dir ?? path.resolve(config.root, config.build.outDir);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('</head>')) throw new Error('index.html has no </head> to link into');
      const manifest = readManifest(outDir);
      for (const page of pagesWithLinkedCode) {
        const tags = linkTags(manifest, page).join('\n    ');
        // A function, not a string, as replacement: a "$" in a file name stays as it is.
        const html = template.replace('</head>', () => `  ${tags}\n  </head>`);
        const file = path.join(outDir, linkedCodeHtmlFile(page.name));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
      }
    },
  };
}
