import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { nivoWithoutColorSchemes } from './scripts/vite/nivoWithoutColorSchemes.ts';
import { pageHtml } from './scripts/vite/pageHtml.ts';
import { reactRouterProductionBuild } from './scripts/vite/reactRouterProductionBuild.ts';
import { themeColourMeta, webAppManifest } from './scripts/vite/webAppManifest.ts';
import { HASHED_ASSETS_DIR } from './src/shared/routes/hashedAssets.ts';
import { apiPathPattern, apiPathPrefixes } from './src/shared/api/apiPathPrefixes.ts';
import type { ProfileConfig } from './src/shared/profile-config/profileConfigSchema.ts';

// The dev server sends API calls to the Motus server and serves everything else as the app.
// The profiles' API prefixes come from their configs (the server validates them at start).
const configDir = path.resolve(process.env.PROFILE_CONFIG_DIR ?? 'profile-configs');
const profileConfigs = fs
  .readdirSync(configDir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.schema.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(configDir, file), 'utf8')) as ProfileConfig);
const apiPrefixList = apiPathPrefixes(profileConfigs);
const apiPrefixes = apiPathPattern(apiPrefixList);

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    nivoWithoutColorSchemes(),
    themeColourMeta(),
    // The installable app: its manifest, and the service worker that opens it offline
    // (src/client/serviceWorker/sw.ts). The page registers the worker itself
    // (src/client/app/serviceWorker/), after it has loaded.
    VitePWA({
      strategies: 'injectManifest',
      injectRegister: false,
      srcDir: 'src/client/serviceWorker',
      filename: 'sw.ts',
      manifest: webAppManifest(path.resolve('.')),
      // The icons are in the precache through its globPatterns, once.
      includeManifestIcons: false,
      injectManifest: {
        // The app's code, styles, fonts and pictures; no HTML (the worker keeps the pages it
        // is sent, src/client/serviceWorker/pageCache.ts) and no VideoSDK call, which cannot
        // work offline and weighs ~300 KB gzip.
        globPatterns: ['assets/**/*.{js,css,woff2}', '*.svg', 'images/**/*.svg', 'icons/*.png'],
        globIgnores: ['assets/VideoSdkMeeting-*.js'],
        buildPlugins: {
          vite: [
            {
              name: 'motus:service-worker-api-prefixes',
              // The worker leaves API addresses alone; the profiles' come from their configs.
              config: () => ({
                define: { __MOTUS_API_PATH_PREFIXES__: JSON.stringify(apiPrefixList) },
              }),
            },
          ],
        },
      },
    }),
    pageHtml(),
  ],
  resolve: {
    alias: [
      // @rjsf/core's markdown renderer, for options Motus never sets (plainMarkdown.tsx).
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: path.resolve('src/client/engine/dialog/plainMarkdown.tsx'),
      },
      // react-toastify without the <style> element it writes, its CSS a file (styledToastify.ts).
      {
        find: /^react-toastify$/,
        replacement: path.resolve('src/client/ui/feedback/styledToastify.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    assetsDir: HASHED_ASSETS_DIR,
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, for its HTML, the budgets and report.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      [apiPrefixes.source]: { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/configs/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}', '.storybook/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          setupFiles: ['tests/e2e/support/failOnCspViolations.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
