import { elementColumn, CREATED_ON_COLUMN, type ExportedDataset } from './datasetCsv';

/** A file of the export and what it holds, as README.txt lists it. */
export interface ExportedFile {
  name: string;
  about: string;
}

export const README_FILE = 'README.txt';
export const ACCESS_LOG_FILE = 'access-log.csv';

export const accessLogAbout =
  'Everyone who has seen or brought in your data, newest first: when (an ISO 8601 moment with its offset), who, what they did (Read, Imported, Exported), the area, the dataset and the days it covered. This export is in it too.';

const valueKinds = {
  integer: 'a whole number',
  decimal: 'a number',
  date: 'a date, yyyy-MM-dd',
  boolean: 'true or false',
  text: 'text',
} as const;

/** What a dataset's file holds, column by column, with each column's unit. */
export function datasetAbout({ profile, dataset }: ExportedDataset, withTime: boolean): string {
  const columns = [
    `${CREATED_ON_COLUMN}: ${withTime ? 'the date and time of the reading, yyyy-MM-dd HH:mm' : 'the date of the record, yyyy-MM-dd'}`,
    ...dataset.structure.elements.map(
      (element) =>
        `${elementColumn(element)}: ${valueKinds[element.value_type]}${element.unit === '' ? '' : `, in ${element.unit}`}`,
    ),
  ];
  return [
    `${dataset.name} (${profile.title}), one row per ${withTime ? 'reading' : 'record'}, oldest first.`,
    ...columns.map((column) => `  - ${column}`),
  ].join('\n');
}

/**
 * README.txt: what each file holds, the units, the time convention and where the FHIR export
 * is. Written last, so it lists exactly the files the zip holds.
 */
export function exportReadme(files: readonly ExportedFile[], fhirExportUrl: string): string {
  const lines = [
    'Your Motus data',
    '===============',
    '',
    'Every file is CSV (RFC 4180): UTF-8 with a byte-order mark, comma-separated, lines ended by',
    'CRLF, text in double quotes. Numbers are written as stored, yes/no as true or false. A text',
    'that starts with = + - or @ has an apostrophe put before it, so a spreadsheet does not run it',
    'as a formula.',
    '',
    'Times: a reading carries the wall-clock time it was entered at, where it was taken, with no',
    'time zone (07:45 is 07:45 of that morning wherever you were). Records of the medical history',
    'carry the day only.',
    '',
    'Units: each column that has a unit names it in its title, e.g. "Systolic (mmHg)"; the units',
    'are listed again below, file by file.',
    '',
    `The same data as one FHIR R4 Bundle (JSON), for another health record: ${fhirExportUrl}`,
    '(Sharing page, "Your data", Download FHIR).',
    '',
    'Files',
    '-----',
    '',
    ...files.flatMap((file) => [file.name, indent(file.about), '']),
  ];
  return lines.join('\r\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\r\n');
}
