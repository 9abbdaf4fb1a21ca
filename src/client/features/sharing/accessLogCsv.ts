import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { actionText, areaText, readerText } from './accessLogCells';
import type { AreaTitles } from './areaTitles';
import { accessLogCsvHeader } from './sharingTexts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with its
 * quotes doubled. A field a spreadsheet would run as a formula (a name typed as "=…") is
 * prefixed with an apostrophe, so opening the file runs nothing.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * The access log as CSV text: a header row, then one line per access, lines ended by CRLF
 * as RFC 4180 has them. The time is the server's ISO 8601 moment with its offset, so the file
 * means the same wherever it is opened.
 */
export function accessLogCsv(rows: readonly AccessLogRow[], titles: AreaTitles): string {
  const lines = [
    csvLine(accessLogCsvHeader),
    ...rows.map((row) =>
      csvLine([
        row.at,
        readerText(row),
        actionText(row.action),
        areaText(row, titles),
        row.dataset_name ?? '',
        row.date_from ?? '',
        row.date_to ?? '',
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** motus-access-log-2026-11-26.csv */
export function accessLogFileName(today: string): string {
  return `motus-access-log-${today}.csv`;
}
