import { Link } from 'react-router-dom';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { Button } from '../../ui/actions/Button';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { dashboardTexts } from './dashboardTexts';
import { GlanceCard } from './GlanceCard';
import { formatNumber } from './formatQuantity';
import { MonthBars } from './MonthBars';
import { monthSpan } from './summaryMonths';
import { yearPerField, type FieldYear } from './yearPerField';
import type { YearSummary as YearSummaryData } from './yearSummaryApi';
import './YearSummary.css';

export type YearSummaryState =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; summary: YearSummaryData };

export interface YearSummaryProps {
  profile: Pick<ProfileListEntry, 'id' | 'name' | 'title' | 'route'>;
  state: YearSummaryState;
  /** Number formatting; the reader's own locale unless a test or story pins one. */
  locale?: string;
}

/**
 * One profile's year at a glance: a tile per field with its total so far this year and its
 * months as bars. Presentational: the data comes in through props (YearSummarySection
 * fetches it), so stories and tests render it without a network.
 */
export function YearSummary({ profile, state, locale }: YearSummaryProps) {
  const headingId = `year-summary-${profile.id}`;
  const months = state.kind === 'ready' ? state.summary.months : [];
  const first = months[0];
  const last = months.at(-1);
  // An empty year leads to the profile with its own button; a second link would repeat it.
  const nothingRecorded =
    state.kind === 'ready' && yearPerField(state.summary).every((field) => field.total <= 0);
  return (
    <GlanceCard
      profile={profile}
      headingId={headingId}
      span={first && last ? monthSpan(first.month, last.month) : dashboardTexts.thisYear}
      showLink={!nothingRecorded}
    >
      <YearSummaryBody profile={profile} state={state} locale={locale} />
    </GlanceCard>
  );
}

function YearSummaryBody({ profile, state, locale }: YearSummaryProps) {
  switch (state.kind) {
    case 'loading':
      return <LoadingState label={dashboardTexts.summaryLoading} />;
    case 'failed':
      return (
        <ErrorState
          title={dashboardTexts.summaryFailed}
          message={dashboardTexts.summaryFailedHint}
          action={
            <Button variant="secondary" onClick={state.retry}>
              {dashboardTexts.retry}
            </Button>
          }
        />
      );
    case 'ready':
      return <FieldTiles profile={profile} fields={yearPerField(state.summary)} locale={locale} />;
  }
}

interface FieldTilesProps {
  profile: YearSummaryProps['profile'];
  fields: FieldYear[];
  locale?: string;
}

function FieldTiles({ profile, fields, locale }: FieldTilesProps) {
  const recorded = fields.filter((field) => field.total > 0);
  const notYet = fields.filter((field) => field.total <= 0);
  if (recorded.length === 0) {
    return (
      <EmptyState
        title={dashboardTexts.nothingThisYear(profile.name)}
        message={dashboardTexts.nothingThisYearHint}
        action={
          <Link className={buttonClassNames({ variant: 'secondary' })} to={profile.route}>
            {dashboardTexts.openProfile(profile.title)}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <dl className="year-summary__tiles">
        {recorded.map((field) => (
          <div className="year-summary__tile" key={field.field}>
            <dt className="year-summary__label">{field.label}</dt>
            <dd className="year-summary__total">
              <span className="year-summary__value">{formatNumber(field.total, locale)}</span>
              {field.unit ? <span className="year-summary__unit"> {field.unit}</span> : null}
            </dd>
            <dd className="year-summary__bars">
              <MonthBars fieldYear={field} locale={locale} />
            </dd>
          </div>
        ))}
      </dl>
      {notYet.length > 0 ? (
        <p className="year-summary__not-yet">
          {dashboardTexts.nothingYetFor} {notYet.map((field) => field.label).join(', ')}.
        </p>
      ) : null}
    </>
  );
}
