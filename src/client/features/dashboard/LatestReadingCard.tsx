import { useState } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { isChartTab } from '../../../shared/profile-config/profileTabKinds';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import type { ProfileChartTab, ProfileSeries } from '../../../shared/profile-config/tabSchema';
import { useTabReadings } from '../../engine/api/useTabReadings';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { dashboardTexts } from './dashboardTexts';
import { GlanceCard } from './GlanceCard';
import { formatNumber } from './formatQuantity';
import { latestTrend } from './latestTrend';
import './YearSummary.css';

export interface LatestReadingCardProps {
  profile: ProfileListEntry;
  /** Number formatting; the reader's own locale unless a test pins one. */
  locale?: string;
}

/**
 * A profile's card in At a glance, from its config alone: the latest value this year of its
 * first tab's first series and which way it moved. A pin-gated profile shows no value here
 * (nor reads one): its values open with the pin on its own page.
 */
export function LatestReadingCard({ profile, locale }: LatestReadingCardProps) {
  const tab = profile.tabs[0];
  const series = tab && isChartTab(tab) ? tab.series[0] : undefined;
  const headingId = `glance-${profile.id}`;
  return (
    <GlanceCard profile={profile} headingId={headingId} span={dashboardTexts.latestThisYear}>
      {profile.pin ? (
        <p className="year-summary__not-yet">{dashboardTexts.behindPin}</p>
      ) : tab && isChartTab(tab) && series ? (
        <LatestValue profile={profile} tab={tab} series={series} locale={locale} />
      ) : null}
    </GlanceCard>
  );
}

interface LatestValueProps {
  profile: ProfileListEntry;
  tab: ProfileChartTab;
  series: ProfileSeries;
  locale?: string | undefined;
}

function LatestValue({ profile, tab, series, locale }: LatestValueProps) {
  const [range] = useState(thisYearRange);
  const {
    currentData: data,
    isError,
    refetch,
  } = useTabReadings(tab, range, {
    refetchOnMount: true,
  });
  if (isError) {
    return (
      <ErrorState
        compact
        title={dashboardTexts.latestFailed}
        message={dashboardTexts.summaryFailedHint}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingState label={dashboardTexts.latestLoading} />;
  const latest = latestTrend(data.records, series.field, recordDateOf(profile).field);
  if (!latest) {
    return (
      <EmptyState
        title={dashboardTexts.nothingThisYear(profile.name)}
        message={dashboardTexts.nothingThisYearHint}
      />
    );
  }
  return (
    <dl className="year-summary__tiles">
      <div className="year-summary__tile">
        <dt className="year-summary__label">{series.label}</dt>
        <dd className="year-summary__total">
          <span className="year-summary__value">{formatNumber(latest.value, locale)}</span>
          {series.unit ? <span className="year-summary__unit"> {series.unit}</span> : null}
        </dd>
        {latest.trend ? (
          <dd className="year-summary__trend">{dashboardTexts.trend[latest.trend]}</dd>
        ) : null}
      </div>
    </dl>
  );
}
