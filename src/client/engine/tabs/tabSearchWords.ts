import type { ProfileListEntry } from '../../../shared/api/profileListContract';

/** Per tab of a profile, in order, the search words of the dataset it shows. */
export function tabSearchWordsOf(
  profile: Pick<ProfileListEntry, 'tabs' | 'dataset_set'>,
): (readonly string[] | undefined)[] {
  const byId = new Map(profile.dataset_set.map((dataset) => [dataset.id, dataset.search_words]));
  return profile.tabs.map((tab) => byId.get(tab.dataset));
}
