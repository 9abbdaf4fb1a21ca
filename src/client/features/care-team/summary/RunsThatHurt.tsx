import type { SummaryRunPain } from '../../../../shared/api/patientSummaryContract';
import { summaryTexts } from '../summaryTexts';

/**
 * The runs of the days with the pain recorded around them, newest first: where routine
 * sessions record pain, the summary shows it here (the server reads it in runPain.ts).
 * Nothing while there is none.
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
