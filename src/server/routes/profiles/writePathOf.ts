import type {
  ProfileConfig,
  ProfileDataset,
} from '../../../shared/profile-config/profileConfigSchema';

/** The write path of one dataset: the profile's template with its post_api_name filled in. */
export function writePathOf(config: ProfileConfig, dataset: ProfileDataset): string {
  return config.write.replace('{post_api_name}', dataset.post_api_name);
}
