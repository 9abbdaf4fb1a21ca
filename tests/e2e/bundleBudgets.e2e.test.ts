import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBundleSizes } from '../../scripts/bench/bundleReport';
import { readManifest, staticClosure } from '../../scripts/build/viteManifest';

// Sizes of a build are deterministic, so these are checked, not benchmarked. They run on the
// build `npm run test:e2e` makes (dist/client, with its manifest).
const CLIENT_DIR = path.resolve('dist/client');
const KB = 1024;

/**
 * gzip budgets of the JavaScript a page loads before it can be used: the login page, a profile
 * page with its chart, and what the Add Data dialog adds when a person opens it (on the largest
 * form, its served validator module counted); the dashboard's is its size plus a little room.
 */
const budgets: Record<string, number> = {
  login: 130 * KB,
  dashboard: 150 * KB,
  'a profile page with its chart': 260 * KB,
  "the Add Data dialog's own code": 140 * KB,
};

describe('JavaScript budgets per page (gzip)', () => {
  const sizes = pageBundleSizes(CLIENT_DIR);

  it.each(Object.entries(budgets))('%s stays within its budget', (page, budget) => {
    const measured = sizes.find((size) => size.page === page);
    expect(measured, `no page named ${page} in the bundle report`).toBeDefined();
    expect(measured!.bytes).toBeLessThanOrEqual(budget);
  });

  it('loads the chart, the form engine and the video SDK only where they are used', () => {
    const manifest = readManifest(CLIENT_DIR);
    const heavy = [
      'src/client/engine/chart/TabChart.tsx',
      'src/client/engine/dialog/AddDataDialog.tsx',
      'src/client/features/calling/meeting/videosdk/VideoSdkMeeting.tsx',
    ].map((module) => manifest[module]?.file);
    // ajv's compiler is the server's work now (decision 017): no page's code carries it.
    const everyChunk = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8'))
      .join('\n');
    // A string only ajv's compiler carries (its code generator's error for a bad name).
    expect(everyChunk).not.toContain('CodeGen: invalid export name');
    expect(heavy.every(Boolean)).toBe(true);
    for (const page of [
      'src/client/features/auth/LoginPage.tsx',
      'src/client/app/dashboard/DashboardRoute.tsx',
      'src/client/features/profiles/ProfileRoutePage.tsx',
    ]) {
      const loaded = staticClosure(manifest, ['index.html', page]);
      for (const file of heavy) expect(loaded.has(file!), `${page} loads ${file}`).toBe(false);
    }
  });

  it('opens the login page without RTK Query (it loads with the first call to the server)', () => {
    const manifest = readManifest(CLIENT_DIR);
    const loaded = staticClosure(manifest, [
      'index.html',
      'src/client/features/auth/LoginPage.tsx',
    ]);
    const code = [...loaded]
      .map((file) => fs.readFileSync(path.join(CLIENT_DIR, file), 'utf8'))
      .join('\n');
    // A string RTK Query's production build carries: its action prefix.
    expect(code).not.toContain('__rtkq/');
    expect(code).toContain('Log in to Motus');
  });
});
