import path from 'node:path';
import { HASHED_ASSETS_DIR } from '../../shared/routes/hashedAssets';

/** A year, the longest a cache keeps anything: the name changes before the content does. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Kept, but asked about (ETag, 304) before each use: a page may name a new build's assets. */
export const REVALIDATED_CACHE_CONTROL = 'no-cache';

/**
 * How long a browser may keep a file of the built client without asking again. Hashed assets
 * for a year: with revalidation each of a page's thirty or so chunks cost a round trip on
 * every visit (150 ms each on a slow phone network), one chain of imports after another.
 * Everything else (the pages' HTML, icons under fixed names) is revalidated.
 */
export function clientCacheControl(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === HASHED_ASSETS_DIR
    ? HASHED_ASSET_CACHE_CONTROL
    : REVALIDATED_CACHE_CONTROL;
}
