import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PatientSummary } from '../../../../shared/api/patientSummaryContract';
import { JudgementMark, isOutOfRange } from '../../../engine/chart/JudgementMark';
import { formatReadingNumber } from '../../../engine/format/readingNumber';
import { Button } from '../../../ui/actions/Button';
import { EmptyState } from '../../../ui/feedback/EmptyState';
import { summaryTexts } from '../summaryTexts';
import { SummarySection } from './SummarySection';
import type { SummaryLinks } from './summaryLinks';

type LabGrid = NonNullable<PatientSummary['laboratory']>;

/** The tests shown before Show all: every one out of range, then the first others up to this. */
const SHOWN_TESTS = 10;

/**
 * The laboratory's last panels as a grid, test by date, newest date first: a result out of its
 * range is marked H or L with a triangle (the words for a screen reader), and those tests lead.
 */
export function LabGridSection({
  grid,
  links,
  headingLevel,
}: {
  grid: LabGrid;
  links: SummaryLinks;
  headingLevel: 2 | 3;
}) {
  const [all, setAll] = useState(false);
  const abnormal = grid.tests.filter((test) => test.abnormal).length;
  const shown = all ? grid.tests : grid.tests.slice(0, Math.max(SHOWN_TESTS, abnormal));
  return (
    <SummarySection
      id="summary-laboratory"
      title={summaryTexts.laboratory}
      hint={summaryTexts.laboratoryHint}
      headingLevel={headingLevel}
      wide
    >
      {grid.tests.length === 0 ? (
        <EmptyState title={summaryTexts.noLaboratory} />
      ) : (
        // Wider than a phone: the grid scrolls on its own, the test names held at the left.
        <div
          className="summary__grid-scroll"
          tabIndex={0}
          role="region"
          aria-label={summaryTexts.labGridCaption(grid.dates.length)}
        >
          <table className="summary__grid">
            <caption className="visually-hidden">
              {summaryTexts.labGridCaption(grid.dates.length)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{summaryTexts.test}</th>
                {grid.dates.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((test) => {
                const href = links.dataset(test.profile, test.dataset);
                return (
                  <tr
                    key={`${test.dataset}.${test.field}`}
                    className={test.abnormal ? 'summary__grid-row--abnormal' : undefined}
                  >
                    <th scope="row">
                      {href ? <Link to={href}>{test.label}</Link> : test.label}
                      {test.unit ? <span className="summary__unit"> {test.unit}</span> : null}
                    </th>
                    {test.results.map((result, index) => (
                      <td
                        key={grid.dates[index] ?? index}
                        className={
                          isOutOfRange(result?.flag) ? 'summary__grid-cell--out' : undefined
                        }
                      >
                        {result ? (
                          <>
                            {formatReadingNumber(result.value)}{' '}
                            <JudgementMark flag={result.flag} short />
                          </>
                        ) : (
                          <span className="summary__muted" aria-label={summaryTexts.noResult}>
                            –
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {grid.tests.length > shown.length || all ? (
        <Button
          variant="secondary"
          size="sm"
          className="summary__more"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? summaryTexts.fewerTests : summaryTexts.allTests(grid.tests.length)}
        </Button>
      ) : null}
    </SummarySection>
  );
}
