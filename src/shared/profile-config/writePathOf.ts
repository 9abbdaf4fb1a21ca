import type { ProfileConfig, ProfileDataset } from './profileConfigSchema';

/**
 * Where a dataset's readings are written: the profile's write template with the dataset's
 * post_api_name, the same on the server that registers the route and in the browser that
 * posts to it.
 */
export function writePathOf(
  profile: Pick<ProfileConfig, 'write'>,
  dataset: Pick<ProfileDataset, 'post_api_name'>,
): string {
  return profile.write.replace('{post_api_name}', dataset.post_api_name);
}
