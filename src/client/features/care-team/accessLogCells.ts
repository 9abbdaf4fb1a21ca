import {
  accessText,
  actionText,
  areaText,
  type AreaTitles,
} from '../../../shared/accessLog/accessLogColumns';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { dateTimeText, dayText } from '../../../shared/dates/displayedDates';
import { sharingTexts } from './sharingTexts';

/** What was seen: the dataset, else the area; an import or export says so; a link, what came of it. */
export function whatText(row: AccessLogRow, titles: AreaTitles): string {
  if (row.link !== undefined) return accessText(row);
  // A prescription or a summary says it all: "Added a routine to your Workout" (decision 043).
  if (row.action === 'prescribe' || row.action === 'prescribe_change' || row.action === 'summary')
    return actionText(row.action);
  const what = row.dataset_name ?? (areaText(row, titles) || sharingTexts.noRange);
  return row.action === 'read' ? what : `${what} (${actionText(row.action)})`;
}

/** The days the read covered: "2026-11-01 – 2026-11-21", or "—" when it named none. */
export function rangeText(row: AccessLogRow): string {
  if (row.date_from === null && row.date_to === null) return sharingTexts.noRange;
  if (row.date_from === row.date_to && row.date_from !== null) return dayText(row.date_from);
  const from = row.date_from === null ? '…' : dayText(row.date_from);
  const to = row.date_to === null ? '…' : dayText(row.date_to);
  return `${from} – ${to}`;
}

/** When, in the reader's own time. */
export function whenText(row: AccessLogRow): string {
  return dateTimeText(row.at);
}
