// Apart from the config's schema, so the browser can tell tabs apart without loading TypeBox.
import type { ProfileChartTab, ProfileTab, ProfileTableTab } from './tabSchema';

export function isTableTab(tab: ProfileTab): tab is ProfileTableTab {
  return tab.view === 'table';
}

export function isChartTab(tab: ProfileTab): tab is ProfileChartTab {
  return tab.view !== 'table';
}

/** A profile's chart tabs, in order (the tables of records have no series). */
export function chartTabsOf(profile: { tabs: readonly ProfileTab[] }): ProfileChartTab[] {
  return profile.tabs.filter(isChartTab);
}
