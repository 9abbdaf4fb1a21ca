import { useId } from 'react';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { readerText } from '../../../shared/accessLog/accessLogColumns';
import { rangeText, whatText, whenText } from './accessLogCells';
import type { AreaTitles } from '../../../shared/accessLog/accessLogColumns';
import { sharingTexts } from './sharingTexts';

export interface AccessLogTableProps {
  rows: readonly AccessLogRow[];
  titles: AreaTitles;
}

/**
 * One page of the log as a table. On a phone it scrolls sideways in its own box, which takes
 * keyboard focus so it can be scrolled without a pointer.
 */
export function AccessLogTable({ rows, titles }: AccessLogTableProps) {
  const captionId = useId();
  return (
    <div className="access-log__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="access-log__table">
        <caption id={captionId}>{sharingTexts.logCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{sharingTexts.columnWho}</th>
            <th scope="col">{sharingTexts.columnWhat}</th>
            <th scope="col">{sharingTexts.columnRange}</th>
            <th scope="col">{sharingTexts.columnWhen}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{readerText(row)}</td>
              <td>{whatText(row, titles)}</td>
              <td className="access-log__nowrap">{rangeText(row)}</td>
              <td className="access-log__nowrap">
                <time dateTime={row.at}>{whenText(row)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
