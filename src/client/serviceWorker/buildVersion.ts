import type { PrecacheEntry } from 'workbox-precaching';

/**
 * A short name for the build the worker was made with, from its precache list (every file's
 * name or revision changes with its content): caches of other builds carry another one.
 */
export function buildVersion(entries: readonly (PrecacheEntry | string)[]): string {
  const text = entries
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`))
    .join('\n');
  // FNV-1a, 32 bits: enough to tell builds apart, and no crypto.subtle promise at start.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
