/**
 * The JavaScript each page makes the browser download, gzip-compressed as the server sends
 * it: the entry chunk, the page's own lazy module and everything both import statically,
 * plus the lazy parts a page loads as it is used (a chart, the Add Data dialog, a VideoSDK
 * call) and what the server compiles for it (the Add Data validator module). Sizes are
 * deterministic: same sources, same bytes.
 *   tsx scripts/bench/bundleReport.ts [--out DIR]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formValidatorsModuleText } from '../../src/shared/profile-config/formValidatorsSource';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { readManifest, staticClosure } from '../build/viteManifest';

/**
 * The Add Data validator the server compiles for the largest form, the Fitness Workout's 18
 * fields (decision 017): what a dialog opened on it loads besides the bundle.
 */
function workoutValidatorModule(): string {
  const fitness = JSON.parse(
    fs.readFileSync(path.resolve('profile-configs/fitness.json'), 'utf8'),
  ) as ProfileConfig;
  const workout = fitness.datasets.find((dataset) => dataset.name === 'Workout');
  if (!workout) throw new Error('profile-configs/fitness.json has no Workout dataset any more');
  return formValidatorsModuleText(workout);
}

interface MeasuredPage {
  page: string;
  /** The lazy modules the page loads, beyond the entry (src paths, as the manifest keys them). */
  modules: string[];
  /** JavaScript the server makes for the page, outside the build. */
  served?: () => string;
  /** A measured page already loaded: only what this one adds to it counts. */
  beyond?: string;
}

const profilePageModules = [
  'src/client/features/profiles/ProfileRouteGuard.tsx',
  'src/client/features/profiles/ProfileRoutePage.tsx',
  'src/client/engine/chart/TabChart.tsx',
];

/** The pages measured. */
export const measuredPages: MeasuredPage[] = [
  { page: 'login', modules: ['src/client/features/auth/LoginPage.tsx'] },
  { page: 'dashboard', modules: ['src/client/app/dashboard/DashboardRoute.tsx'] },
  {
    page: 'a profile page with its chart',
    modules: profilePageModules,
  },
  {
    page: 'the same with Add Data opened',
    modules: [...profilePageModules, 'src/client/engine/dialog/AddDataDialog.tsx'],
    served: workoutValidatorModule,
  },
  {
    page: "the Add Data dialog's own code",
    modules: [...profilePageModules, 'src/client/engine/dialog/AddDataDialog.tsx'],
    served: workoutValidatorModule,
    beyond: 'a profile page with its chart',
  },
  { page: 'workout', modules: ['src/client/features/workout/WorkoutPage.tsx'] },
  { page: 'calling dashboard', modules: ['src/client/app/calling/CallingPage.tsx'] },
  {
    page: 'a meeting (built-in provider)',
    modules: ['src/client/app/calling/JoinMeetingPage.tsx'],
  },
  {
    page: 'a meeting over VideoSDK',
    modules: [
      'src/client/app/calling/JoinMeetingPage.tsx',
      'src/client/features/calling/meeting/videosdk/VideoSdkMeeting.tsx',
    ],
  },
];

/** gzip bytes of each built file, measured once. */
function gzipSizer(outDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(outDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** The JavaScript each measured page loads, gzip bytes, from a build with its manifest. */
export function pageBundleSizes(outDir: string): { page: string; bytes: number; files: number }[] {
  const manifest = readManifest(outDir);
  const gz = gzipSizer(outDir);
  const closureOf = (modules: string[]) => staticClosure(manifest, ['index.html', ...modules]);
  return measuredPages.map(({ page, modules, served, beyond }) => {
    const files = closureOf(modules);
    const loadedBefore = measuredPages.find((measured) => measured.page === beyond);
    if (beyond !== undefined && !loadedBefore) throw new Error(`No measured page "${beyond}"`);
    if (loadedBefore) for (const file of closureOf(loadedBefore.modules)) files.delete(file);
    const servedBytes = served ? gzipSync(served()).length : 0;
    const bytes = [...files].reduce((sum, file) => sum + gz(file), servedBytes);
    return { page, bytes, files: files.size + (served ? 1 : 0) };
  });
}

function main(): void {
  const outIndex = process.argv.indexOf('--out');
  const outDir =
    outIndex >= 0
      ? path.resolve(String(process.argv[outIndex + 1]))
      : fs.mkdtempSync(path.join(os.tmpdir(), 'motus-bundle-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'ignore',
  });
  const manifest = readManifest(outDir);
  const gz = gzipSizer(outDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  console.log('\nJavaScript per page, gzip (entry + the page + their static imports)');
  for (const { page, bytes, files } of pageBundleSizes(outDir)) {
    console.log(`  ${page.padEnd(34)} ${kb(bytes).padStart(9)}  (${files} files)`);
  }
  console.log('\nThe largest chunks, gzip');
  const chunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
    .map((file) => ({ file, size: gz(file) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 8);
  for (const { file, size } of chunks) console.log(`  ${file.padEnd(48)} ${kb(size).padStart(9)}`);
  if (outIndex < 0) fs.rmSync(outDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) main();
