import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { YearSummary, type YearSummaryState } from './YearSummary';
import { useGetYearSummaryQuery } from './yearSummaryApi';

export interface YearSummarySectionProps {
  profile: ProfileListEntry;
  /** The profile's `year_summary` path. */
  path: string;
}

/** Fetches a profile's year summary and hands it, or its loading or failed state, to YearSummary. */
export function YearSummarySection({ profile, path }: YearSummarySectionProps) {
  const datasetIds = [...new Set(profile.tabs.map((tab) => tab.dataset))];
  // Asked for once the page's first screen is painted, as a profile page's readings are.
  const painted = useFirstPagePainted();
  // Fresh on every visit: readings may have been added on another device since.
  const { data, isError, refetch } = useGetYearSummaryQuery(
    { path, datasetIds },
    { refetchOnMountOrArgChange: true, skip: !painted },
  );
  const state: YearSummaryState = isError
    ? { kind: 'failed', retry: () => void refetch() }
    : data
      ? { kind: 'ready', summary: data }
      : { kind: 'loading' };
  return <YearSummary profile={profile} state={state} />;
}
