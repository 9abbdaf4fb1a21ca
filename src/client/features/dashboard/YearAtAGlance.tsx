import { useProfileList } from '../profiles/useProfileList';
import { dashboardTexts } from './dashboardTexts';
import { YearSummarySection } from './YearSummarySection';

/**
 * The dashboard's "This year at a glance": a summary for every profile whose config declares
 * a `year_summary` path (activity's is GET /activity/get-all-current-year/). Nothing shows
 * while the profiles load or if they fail: the specification gives that fetch no error
 * handling (docs/product.md#dashboard), and the cards above still lead everywhere.
 */
export function YearAtAGlance() {
  const { profiles } = useProfileList();
  const summarised = (profiles ?? []).flatMap((profile) =>
    profile.year_summary === undefined ? [] : [{ profile, path: profile.year_summary }],
  );
  if (summarised.length === 0) return null;
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-year">
      <h2 className="dashboard__section-title" id="dashboard-year">
        {dashboardTexts.glanceTitle}
      </h2>
      <div className="dashboard__stack">
        {summarised.map(({ profile, path }) => (
          <YearSummarySection key={profile.id} profile={profile} path={path} />
        ))}
      </div>
    </section>
  );
}
