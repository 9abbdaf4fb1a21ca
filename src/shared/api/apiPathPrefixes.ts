import type { ProfileConfig } from '../profile-config/profileConfigSchema';

/**
 * The first path segments of the API that are not a profile's: the accounts and pin calls
 * (/v2/, /user/), the documents and health check (/api/), the calls of the calling area
 * (/meetings/) and the FHIR resources Motus publishes (/fhir/). The profiles add their own from
 * their configs.
 */
const FIXED_API_PREFIXES = ['v2', 'user', 'api', 'meetings', 'fhir'] as const;

function firstSegment(path: string): string | undefined {
  return /^\/([^/{]+)\//.exec(path)?.[1];
}

/** Every first path segment the API answers under, profiles' included (from their configs). */
export function apiPathPrefixes(
  configs: readonly Pick<ProfileConfig, 'tabs' | 'write' | 'year_summary'>[],
): string[] {
  const prefixes = new Set<string>(FIXED_API_PREFIXES);
  for (const config of configs) {
    const paths = [config.write, config.year_summary, ...config.tabs.map((tab) => tab.read)];
    for (const path of paths) {
      const segment = path === undefined ? undefined : firstSegment(path);
      if (segment !== undefined) prefixes.add(segment);
    }
  }
  return [...prefixes].sort();
}

/** Matches a URL under one of the prefixes: an API call, not a page of the app. */
export function apiPathPattern(prefixes: readonly string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return new RegExp(`^/(${escaped.join('|')})/`);
}
