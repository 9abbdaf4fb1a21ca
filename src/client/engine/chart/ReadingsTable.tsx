import { useState } from 'react';
import type { ChartSeries } from './chartSeries';
import { chartTexts } from './chartTexts';
import type { RangeFlag } from './rangeFlags';
import { readingsTableRows } from './readingsTableRows';
import { formatReadingNumber } from '../format/readingNumber';

export interface ReadingsTableProps {
  caption: string;
  series: readonly ChartSeries[];
}

/**
 * The chart's readings as a table, behind a disclosure: exact values for a clinician, and the
 * chart's content for a screen reader, which cannot read lines. The rows are made when the
 * disclosure is first opened: a year of an 18-line tab is thousands of cells, and making them
 * with the chart held its first paint back.
 */
export function ReadingsTable({ caption, series }: ReadingsTableProps) {
  const [opened, setOpened] = useState(false);
  const rows = readingsTableRows(series);
  return (
    <details
      className="readings-table"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="readings-table__summary">{chartTexts.showAsTable(rows.length)}</summary>
      {opened ? (
        <div className="readings-table__scroll">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{chartTexts.timeColumn}</th>
                {series.map((line) => (
                  <th scope="col" key={line.id}>
                    {line.label}
                    {line.unit ? (
                      <span className="readings-table__unit"> ({line.unit})</span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time}>
                  <th scope="row">{row.time}</th>
                  {row.values.map((value, column) => (
                    <td key={series[column]?.id ?? column}>
                      {value === undefined ? '' : formatReadingNumber(value)}
                      {row.flags[column] ? <FlagMark flag={row.flags[column]} /> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}

/** H or L, as a laboratory report flags a result; said in full to a screen reader. */
function FlagMark({ flag }: { flag: RangeFlag }) {
  return (
    <span className="readings-table__flag" data-flag={flag}>
      {' '}
      <span aria-hidden="true">{chartTexts.flagLetter[flag]}</span>
      <span className="visually-hidden">{chartTexts.flagWords[flag]}</span>
    </span>
  );
}
