import path from 'node:path';
import type { ResolvedConfig } from 'vite';

const appIndex = (config: ResolvedConfig) => path.resolve(config.root, 'index.html');

/** Whether this build is the app's, from index.html (Storybook builds with this config too). */
export function buildsTheApp(config: ResolvedConfig): boolean {
  const input: unknown = config.build.rolldownOptions.input;
  if (input === undefined) return true;
  const inputs = typeof input === 'string' ? [input] : Object.values(input as object);
  return inputs.some((file) => path.resolve(config.root, String(file)) === appIndex(config));
}
