import { apiPathPattern } from '../../shared/api/apiPathPrefixes';

/**
 * The API's path prefixes, the profiles' from their configs, as the build computed them
 * (vite.config.ts defines the list for the worker's build).
 */
declare const __MOTUS_API_PATH_PREFIXES__: readonly string[];

/** Matches a path under the API: the worker never answers for one (downloads included). */
export const apiPath = apiPathPattern(__MOTUS_API_PATH_PREFIXES__);
