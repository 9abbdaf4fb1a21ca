import activity from '../../../../profile-configs/activity.json';
import body from '../../../../profile-configs/body.json';
import conditioning from '../../../../profile-configs/conditioning.json';
import fitness from '../../../../profile-configs/fitness.json';
import lab from '../../../../profile-configs/lab.json';
import medical from '../../../../profile-configs/medical.json';
import pain from '../../../../profile-configs/pain.json';
import vitals from '../../../../profile-configs/vitals.json';
import { datasetFactsOf } from '../../../shared/api/datasetFactsOf';
import {
  profileFactsAddress,
  profileFactsPath,
  type ProfileFactsReply,
} from '../../../shared/api/profileFactsContract';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { toProfileListEntry } from '../../../shared/api/profileListEntries';
import type {
  ProfileConfig,
  WrittenProfileConfig,
} from '../../../shared/profile-config/profileConfigSchema';
import { viewAsProfile, withProfileViews } from '../../../shared/profile-config/profileViews';
import { resolveTabDefaults } from '../../../shared/profile-config/resolveTabDefaults';

// JSON imports type their strings as string, not as the config's unions; the configs are
// checked against the schema by the config tests, so the cast asserts nothing unchecked.
// Resolved as the server loads them, so a page renders what the profile list sends.
const asProfile = (json: unknown): ProfileConfig =>
  resolveTabDefaults(json as WrittenProfileConfig);
const configs = [activity, fitness, conditioning, body, pain, vitals, medical, lab].map(asProfile);

/** Where the real configs' facts are, as the profile list names them. */
const withFacts = (entry: ProfileListEntry, config: ProfileConfig): ProfileListEntry => {
  const datasets = datasetFactsOf(config).map((facts) => facts.dataset);
  if (datasets.length === 0) return entry;
  return { ...entry, facts: { read: profileFactsPath(config.id, 'real'), datasets } };
};
/** A config as the browser renders it: with the links to its views, as the loader adds. */
const asConfig = (json: unknown) => {
  const [profile] = withProfileViews([asProfile(json)]);
  if (profile === undefined) throw new Error('withProfileViews lost a profile');
  return withFacts(toProfileListEntry(profile), asProfile(json));
};
const labView = asProfile(lab).views?.[0];
if (labView === undefined)
  throw new Error('profile-configs/lab.json has lost its blood-results view');

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
  bloodResults: viewAsProfile(asConfig(lab), labView),
} as const;

/** The server's facts replies for the real configs, by path. */
export const realFactsReplies: Record<string, ProfileFactsReply> = Object.fromEntries(
  configs.map((config) => [
    profileFactsAddress(config.id),
    { status: 'success', details: { datasets: datasetFactsOf(config) } },
  ]),
);
