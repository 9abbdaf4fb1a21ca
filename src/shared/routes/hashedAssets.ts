/**
 * The built client's folder of files whose names carry a hash of their content (Vite's
 * `build.assetsDir`): a new build names a changed file anew, so a browser may keep each one
 * for good, while the pages that name them are checked on every visit.
 */
export const HASHED_ASSETS_DIR = 'assets';
