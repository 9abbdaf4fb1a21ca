import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { paths } from '../../src/shared/routes/paths.ts';
import { APP_ICONS, ICONS_URL } from '../icons/appIcons.ts';

const TOKENS_FILE = 'src/client/ui/theme/tokens.css';
/** The browser's bar and the task switcher take the navigation bar's colour. */
const THEME_COLOUR_TOKEN = '--color-nav';
/** The splash screen while the installed app starts: the page's own background. */
const BACKGROUND_COLOUR_TOKEN = '--color-page';

/** A colour token's value in tokens.css, the one place for colour; the build stops without it. */
export function tokenColour(root: string, token: string): string {
  const file = path.join(root, TOKENS_FILE);
  const css = fs.readFileSync(file, 'utf8');
  const escaped = token.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const value = new RegExp(`${escaped}\\s*:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) {
    throw new Error(
      `${TOKENS_FILE}: no ${token} custom property, which the web app manifest and the ` +
        `theme-color meta take their colour from (scripts/vite/webAppManifest.ts)`,
    );
  }
  return value;
}

/** index.html's meta description: the manifest says the same. */
function pageDescription(root: string): string {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1];
  if (!description) throw new Error('index.html has no <meta name="description" content="…">');
  return description;
}

/** The web app manifest: installed, Motus opens on the dashboard in a window of its own. */
export function webAppManifest(root: string): Partial<ManifestOptions> {
  return {
    name: 'Motus',
    short_name: 'Motus',
    description: pageDescription(root),
    start_url: paths.dashboard,
    scope: '/',
    display: 'standalone',
    theme_color: tokenColour(root, THEME_COLOUR_TOKEN),
    background_color: tokenColour(root, BACKGROUND_COLOUR_TOKEN),
    icons: APP_ICONS.filter((icon) => icon.inManifest).map((icon) => ({
      src: `${ICONS_URL}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** Gives every page the manifest's theme colour (vite-plugin-pwa links the manifest itself). */
export function themeColourMeta(): Plugin {
  let root = process.cwd();
  return {
    name: 'motus:theme-colour-meta',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: tokenColour(root, THEME_COLOUR_TOKEN) },
        injectTo: 'head',
      },
    ],
  };
}
