import {
  accessLogCsvCells,
  accessLogCsvHeader,
  type AreaTitles,
} from '../../../shared/accessLog/accessLogColumns';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { CSV_BYTE_ORDER_MARK, csvText } from '../../../shared/csv/csvText';

/**
 * The access log as a CSV file's text (decision 023): a byte-order mark, a header row, then
 * one line per access, the same columns as the access-log.csv of the CSV export.
 */
export function accessLogCsv(rows: readonly AccessLogRow[], titles: AreaTitles): string {
  return (
    CSV_BYTE_ORDER_MARK +
    csvText(
      accessLogCsvHeader,
      rows.map((row) => accessLogCsvCells(row, titles)),
    )
  );
}

/** motus-access-log-2026-11-26.csv */
export function accessLogFileName(today: string): string {
  return `motus-access-log-${today}.csv`;
}
