/**
 * Reads CSV text back as RFC 4180 has it: fields split by commas, records by CRLF, a quoted
 * field may hold commas, quotes (doubled) and line breaks. A leading byte-order mark is
 * dropped. Written apart from the server's writer, so a test of one checks the other.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at]!;
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      if (field !== '') throw new Error(`A quote inside an unquoted field at ${at}`);
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`A bare line break outside quotes at ${at}: lines must end with CRLF`);
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('The text ends inside a quoted field');
  if (field !== '' || record.length > 0) throw new Error('The last line does not end with CRLF');
  return records;
}
