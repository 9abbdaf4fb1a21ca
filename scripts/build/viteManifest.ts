import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (.vite/manifest.json), as far as Motus reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: run vite build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Every chunk a set of manifest keys loads before running: themselves and static imports. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  return staticAssets(manifest, keys).scripts;
}

/**
 * The scripts of staticClosure and the stylesheets those chunks bring with them, a chunk's
 * after those of the chunks it imports: the order Vite links them in, so the cascade holds.
 */
export function staticAssets(
  manifest: Manifest,
  keys: readonly string[],
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No ${key} in the build manifest: has it moved?`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}
