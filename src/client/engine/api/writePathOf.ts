import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import type { ProfileDataset } from '../../../shared/profile-config/profileConfigSchema';

/** Where a dataset's readings are written: the profile's template with its post_api_name. */
export function writePathOf(
  profile: Pick<ProfileListEntry, 'write'>,
  dataset: ProfileDataset,
): string {
  return profile.write.replace('{post_api_name}', dataset.post_api_name);
}
