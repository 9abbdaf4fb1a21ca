import { lazy, Suspense } from 'react';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useProfileList } from '../../engine/api/useProfileList';
import { dashboardTexts } from './dashboardTexts';
import { YearSummarySection } from './YearSummarySection';

// A latest reading is read through the engine's tab reads after the page's paint: their code
// comes with it, not in the dashboard's first load.
const LatestReadingCard = lazy(() =>
  import('./LatestReadingCard').then((module) => ({ default: module.LatestReadingCard })),
);

/**
 * The dashboard's "This year at a glance": a card for every profile whose config says `glance`,
 * its year summary where it declares a `year_summary` path (activity's is
 * GET /activity/get-all-current-year/), else its latest reading and trend. Nothing shows
 * while the profiles load or if they fail: docs/product.md#dashboard gives that fetch no
 * error handling, and the cards above still lead everywhere.
 */
export function YearAtAGlance() {
  const { profiles } = useProfileList();
  const glanced = (profiles ?? []).filter((profile) => profile.glance === true);
  if (glanced.length === 0) return null;
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-year">
      <h2 className="dashboard__section-title" id="dashboard-year">
        {dashboardTexts.glanceTitle}
      </h2>
      <div className="dashboard__stack">
        {glanced.map((profile) =>
          profile.year_summary === undefined ? (
            <Suspense
              key={profile.id}
              fallback={<LoadingState label={dashboardTexts.latestLoading} />}
            >
              <LatestReadingCard profile={profile} />
            </Suspense>
          ) : (
            <YearSummarySection key={profile.id} profile={profile} path={profile.year_summary} />
          ),
        )}
      </div>
    </section>
  );
}
