import type { SummaryRunPain } from '../../../../shared/api/patientSummaryContract';
import { summaryTexts } from '../summaryTexts';

/**
 * The runs that brought back pain or an exercise that hurt, newest first (decision 045; the
 * server reads them in runPain.ts). Nothing while there are none.
 */
export function RunsThatHurt({ runs }: { runs: readonly SummaryRunPain[] }) {
  if (runs.length === 0) return null;
  return (
    <div className="summary__group">
      <p className="summary__subheading">{summaryTexts.runsThatHurt}</p>
      <ul className="summary__list">
        {runs.map((run) => (
          <li key={run.session} className="summary__record">
            <span className="summary__record-name">{run.routine_name}</span>
            <span className="summary__record-details">
              {summaryTexts.painAroundRun(run.before, run.after)}
              {run.hurt.length > 0 ? ` · ${summaryTexts.hurt(run.hurt)}` : ''}
            </span>
            <span className="summary__muted">{run.at}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
