// npm start: build what changed since the last start, then run the compiled server.
// Plain JavaScript on purpose: it runs before anything is compiled, with no TypeScript
// loader in the way, so a built checkout starts in about a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBuildCommand, serverEntryIn, serverOutDir } from './build/serverBuild.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** What each output is built from; a change to any of these files rebuilds it. */
const outputs = [
  {
    name: 'client',
    stamp: 'dist/client/.build-stamp',
    inputs: [
      'src/client',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/vite',
      'scripts/build/viteManifest.ts',
      'package-lock.json',
    ],
    build: ['npx', ['vite', 'build', '--logLevel', 'warn']],
  },
  {
    name: 'server',
    stamp: `${serverOutDir}/.build-stamp`,
    outDir: serverOutDir,
    inputs: ['src/server', 'src/shared', 'scripts/build', 'package-lock.json'],
    build: serverBuildCommand(),
  },
];

function* filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* filesUnder(path.join(entry, child));
}

/** Names, sizes and times of the inputs: cheap to read, and any edit changes it. */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      const { size, mtimeMs } = fs.statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

for (const output of outputs) {
  const wanted = fingerprint(output.inputs);
  const stampFile = path.join(root, output.stamp);
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (built === wanted) continue;
  console.log(`Building the ${output.name} (its sources changed since the last build)…`);
  if (output.outDir) fs.rmSync(path.join(root, output.outDir), { recursive: true, force: true });
  const [command, args] = output.build;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, wanted);
}

await import(pathToFileURL(path.join(root, serverEntryIn())).href);
