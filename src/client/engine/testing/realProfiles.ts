import activity from '../../../../profile-configs/activity.json';
import body from '../../../../profile-configs/body.json';
import conditioning from '../../../../profile-configs/conditioning.json';
import fitness from '../../../../profile-configs/fitness.json';
import lab from '../../../../profile-configs/lab.json';
import medical from '../../../../profile-configs/medical.json';
import pain from '../../../../profile-configs/pain.json';
import vitals from '../../../../profile-configs/vitals.json';
import { toProfileListEntry } from '../../../shared/api/profileListContract';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

// JSON imports type their strings as string, not as the config's unions; the configs are
// checked against the schema by the config tests, so the cast asserts nothing unchecked.
const asConfig = (json: unknown) => toProfileListEntry(json as ProfileConfig);

/**
 * The real configs from profile-configs/, for stories and tests: what Storybook shows is
 * what the product renders, and a config change shows up there at once.
 */
export const realProfiles = {
  activity: asConfig(activity),
  fitness: asConfig(fitness),
  conditioning: asConfig(conditioning),
  body: asConfig(body),
  pain: asConfig(pain),
  vitals: asConfig(vitals),
  medical: asConfig(medical),
  lab: asConfig(lab),
} as const;
