import type { ProfileConfig } from './profileConfigSchema';
import type { ProfileDataset } from './datasetSchema';

/**
 * Where a dataset's readings are written: the profile's write template with the dataset's
 * post_api_name, the same on the server that registers the route and in the browser that
 * posts to it.
 */
/** Every path a dataset's readings are written to: the profile's write, then its also_write. */
export function writePathsOf(
  profile: Pick<ProfileConfig, 'write' | 'also_write'>,
  dataset: Pick<ProfileDataset, 'post_api_name'>,
): string[] {
  const templates = new Set([profile.write, ...(profile.also_write ?? [])]);
  return [...templates].map((template) => writePathOf({ write: template }, dataset));
}

export function writePathOf(
  profile: Pick<ProfileConfig, 'write'>,
  dataset: Pick<ProfileDataset, 'post_api_name'>,
): string {
  return profile.write.replace('{post_api_name}', dataset.post_api_name);
}
