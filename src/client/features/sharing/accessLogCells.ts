import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import type { AccessAction } from '../../../shared/api/careTeamParameters';
import { personName } from '../../../shared/calling/personName';
import type { AreaTitles } from './areaTitles';
import { dayText, momentText } from './sharingDates';
import { sharingTexts } from './sharingTexts';

/** Who read: "You" for the person themself, else the doctor's or the partner's name. */
export function readerText(row: AccessLogRow): string {
  switch (row.reader.kind) {
    case 'self':
      return sharingTexts.you;
    case 'doctor':
    case 'partner':
      return personName(row.reader) || sharingTexts.noRange;
  }
}

export function actionText(action: AccessAction): string {
  switch (action) {
    case 'read':
      return sharingTexts.actionRead;
    case 'import':
      return sharingTexts.actionImported;
    case 'export':
      return sharingTexts.actionExported;
  }
}

/** The area's title, or its id when the configs no longer have it. */
export function areaText(row: AccessLogRow, titles: AreaTitles): string {
  return row.profile === null ? '' : (titles.get(row.profile) ?? row.profile);
}

/** What was seen: the dataset, else the area; an import or export says so. */
export function whatText(row: AccessLogRow, titles: AreaTitles): string {
  const what = row.dataset_name ?? (areaText(row, titles) || sharingTexts.noRange);
  return row.action === 'read' ? what : `${what} (${actionText(row.action)})`;
}

/** The days the read covered: "1 Nov 2026 – 21 Nov 2026", or "—" when it named none. */
export function rangeText(row: AccessLogRow): string {
  if (row.date_from === null && row.date_to === null) return sharingTexts.noRange;
  if (row.date_from === row.date_to && row.date_from !== null) return dayText(row.date_from);
  const from = row.date_from === null ? '…' : dayText(row.date_from);
  const to = row.date_to === null ? '…' : dayText(row.date_to);
  return `${from} – ${to}`;
}

/** When, in the reader's own time. */
export function whenText(row: AccessLogRow): string {
  return momentText(row.at);
}
