import type { ProfileListEntry } from '../../../shared/api/profileListContract';

/** The tab a page opens on: the config's default_tab if it names one, else the first. */
export function defaultTabIndex(profile: Pick<ProfileListEntry, 'tabs' | 'default_tab'>): number {
  const index = profile.tabs.findIndex((tab) => tab.label === profile.default_tab);
  return index === -1 ? 0 : index;
}
