import { useSearchParams } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { DATASET_TAB_PARAMETER } from '../../../shared/routes/paths';

const TAB_PARAMETER = 'tab';

/**
 * The active tab. Tabs with a tab_id (the tab ids of docs/product.md#profiles-and-datasets,
 * e.g. medical 54 to 60) are named in the address as ?tab=<id>, so a reload or a shared link opens the
 * same table; other profiles keep the tab in memory only, as before. A link may open the tab
 * of one dataset (?dataset=<id>, a patient summary's test): choosing a tab then drops it.
 */
export function useActiveTab(
  profile: Pick<ProfileListEntry, 'tabs' | 'default_tab'>,
  remembered: number,
  remember: (index: number) => void,
): [number, (index: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = Number(searchParams.get(TAB_PARAMETER));
  const byTabId = profile.tabs.findIndex((tab) => tab.tab_id !== undefined && tab.tab_id === named);
  const dataset = searchParams.get(DATASET_TAB_PARAMETER);
  const namedIndex =
    byTabId !== -1 || dataset === null
      ? byTabId
      : profile.tabs.findIndex((tab) => String(tab.dataset) === dataset);

  function select(index: number) {
    remember(index);
    const tabId = profile.tabs[index]?.tab_id;
    if (tabId === undefined && dataset === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DATASET_TAB_PARAMETER);
        if (tabId !== undefined) next.set(TAB_PARAMETER, String(tabId));
        return next;
      },
      { replace: true },
    );
  }

  return [namedIndex === -1 ? remembered : namedIndex, select];
}
