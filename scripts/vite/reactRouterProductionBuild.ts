import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Builds the app with react-router's production build. Its package exports name only
 * `dist/development` (react-router issues 14102 and 14753, open at 7.18), so a production
 * bundle carried the development router: its warnings, checks and a larger chunk on every
 * page. The production files ship in the same package, with the same exports; this points the
 * two entries Motus reaches (`react-router`, and `react-router/dom` through react-router-dom)
 * at them for `vite build` in production mode only. Tests and the dev server keep the
 * development build and its warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  const productionFile = (file: string) => path.join(packageDir, 'dist/production', file);
  return {
    name: 'motus:react-router-production-build',
    enforce: 'pre',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    resolveId(source) {
      if (source === 'react-router') return productionFile('index.mjs');
      if (source === 'react-router/dom') return productionFile('dom-export.mjs');
      return undefined;
    },
  };
}
