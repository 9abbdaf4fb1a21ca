import { useSearchParams } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';

const TAB_PARAMETER = 'tab';

/**
 * The active tab. Tabs with a tab_id (the specification's reported tab ids, e.g. medical
 * 54 to 60) are named in the address as ?tab=<id>, so a reload or a shared link opens the
 * same table; other profiles keep the tab in memory only, as before.
 */
export function useActiveTab(
  profile: Pick<ProfileListEntry, 'tabs' | 'default_tab'>,
  remembered: number,
  remember: (index: number) => void,
): [number, (index: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = Number(searchParams.get(TAB_PARAMETER));
  const namedIndex = profile.tabs.findIndex(
    (tab) => tab.tab_id !== undefined && tab.tab_id === named,
  );

  function select(index: number) {
    remember(index);
    const tabId = profile.tabs[index]?.tab_id;
    if (tabId === undefined) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAMETER, String(tabId));
        return next;
      },
      { replace: true },
    );
  }

  return [namedIndex === -1 ? remembered : namedIndex, select];
}
