// The server's build: one ES module bundle of our code and its packages, run by plain Node.
// Shared by `npm start` (scripts/start.mjs) and the test that starts the built server.

/** Where the bundle goes; emptied before each build, since chunk names follow their contents. */
export const serverOutDir = 'dist/server';

/** The file of an outDir the build writes the entry to: what `npm start` runs. */
export const serverEntryIn = (outDir = serverOutDir) => `${outDir}/main.mjs`;

// Loading a few hundred files from node_modules one by one (resolve, read, parse each) took
// over half of a restart (decision 018); one bundle is read and compiled at once.
// Left outside: PGlite opens its WebAssembly and file-system image beside its own module
// (so the outDir must be inside the project, where node_modules is found).
const externalPackages = ['@electric-sql/pglite'];

// Packages written as CommonJS call require() for Node's own modules; inside an ES module
// bundle that needs a require of its own.
const requireBanner =
  "import { createRequire as motusCreateRequire } from 'node:module'; " +
  'const require = motusCreateRequire(import.meta.url);';

/** esbuild's command line for the server into outDir, as [command, args] for spawn. */
export const serverBuildCommand = (outDir = serverOutDir) => [
  'npx',
  [
    'esbuild',
    'src/server/main.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    ...externalPackages.map((name) => `--external:${name}`),
    `--banner:js=${requireBanner}`,
    // Split at dynamic imports, so code a request loads on first use (the Add Data
    // validators' compiler) stays out of the server's start.
    '--splitting',
    '--sourcemap',
    '--log-level=warning',
    `--outdir=${outDir}`,
    '--out-extension:.js=.mjs',
  ],
];
