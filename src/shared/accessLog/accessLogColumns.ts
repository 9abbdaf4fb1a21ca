import type { AccessLogRow } from '../api/careTeamContract';
import type { AccessAction } from '../api/careTeamParameters';
import { personName } from '../calling/personName';
import type { CsvCell } from '../csv/csvText';
import { accessLogMessages } from '../messages/accessLogMessages';

/** The column titles of the access log's CSV. */
export const accessLogCsvHeader = [
  'When',
  'Who',
  'Action',
  'Area',
  'Dataset',
  'From',
  'To',
] as const;

/** An area's or a profile's title by its id, views included (a log row may name one). */
export type AreaTitles = ReadonlyMap<string, string>;

/** Who read: "You" for the person themself, else the reader's name (a doctor, a partner…). */
export function readerText(row: Pick<AccessLogRow, 'reader' | 'link'>): string {
  if (row.reader.kind === 'self') return accessLogMessages.you;
  const name = personName(row.reader) || accessLogMessages.noReader;
  if (row.reader.kind === 'link')
    return accessLogMessages.linkRecipient(name, row.link?.label ?? null);
  return name;
}

/** A passcode link's access is an opening, a wrong passcode or a refusal; anything else, its action. */
export function accessText(row: Pick<AccessLogRow, 'action' | 'link'>): string {
  if (row.link?.outcome === 'refused') return accessLogMessages.linkRefused;
  if (row.link?.outcome === 'wrong_passcode') return accessLogMessages.linkWrongPasscode;
  if (row.link?.outcome === 'opened') return accessLogMessages.linkOpened;
  return actionText(row.action);
}

export function actionText(action: AccessAction): string {
  switch (action) {
    case 'read':
      return accessLogMessages.actionRead;
    case 'import':
      return accessLogMessages.actionImported;
    case 'export':
      return accessLogMessages.actionExported;
    case 'consent_given':
      return accessLogMessages.actionConsentGiven;
    case 'consent_withdrawn':
      return accessLogMessages.actionConsentWithdrawn;
    case 'prescribe':
      return accessLogMessages.actionPrescribed;
    case 'prescribe_change':
      return accessLogMessages.actionPrescriptionChanged;
    case 'summary':
      return accessLogMessages.actionSummary;
  }
}

/** The area's title, or its id when the configs no longer have it. */
export function areaText(row: Pick<AccessLogRow, 'profile'>, titles: AreaTitles): string {
  return row.profile === null ? '' : (titles.get(row.profile) ?? row.profile);
}

/**
 * One access as CSV cells. The time is the server's ISO 8601 moment with its offset, so the
 * file means the same wherever it is opened.
 */
export function accessLogCsvCells(row: AccessLogRow, titles: AreaTitles): CsvCell[] {
  return [
    row.at,
    readerText(row),
    accessText(row),
    areaText(row, titles),
    row.dataset_name ?? '',
    row.date_from ?? '',
    row.date_to ?? '',
  ];
}
