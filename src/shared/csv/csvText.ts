/**
 * The one CSV writer of Motus (RFC 4180): the browser's access-log file and every file of the
 * CSV export. Lines end with CRLF; a file starts with a byte-order mark, without which a
 * spreadsheet opens UTF-8 names (Ó, ł) as mojibake.
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** Free text that is always quoted, so a spreadsheet keeps it as text ("007" stays "007"). */
export interface QuotedText {
  quoted: string;
}

/** One cell: text, a number or a yes/no as stored, nothing (an empty field), or quoted text. */
export type CsvCell = string | number | boolean | null | QuotedText;

// A field a spreadsheet would run as a formula (a name typed as "=…") gets an apostrophe first.
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * One text field: quoted when it holds a comma, a quote or a line break, with its quotes
 * doubled; a field a spreadsheet would run as a formula is prefixed with an apostrophe, so
 * opening the file runs nothing.
 */
export function csvField(value: string): string {
  const safe = inert(value);
  return /[",\r\n]/.test(safe) ? quote(safe) : safe;
}

export function quotedText(value: string): QuotedText {
  return { quoted: value };
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (typeof cell === 'string') return csvField(cell);
  return quote(inert(cell.quoted));
}

/** One line of cells, ended by CRLF. Numbers are written as numbers (never as a formula). */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(cellText).join(',') + CSV_LINE_END;
}

/** A whole file's text: the header line, then one line per row. */
export function csvText(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLine(header) + rows.map(csvLine).join('');
}
