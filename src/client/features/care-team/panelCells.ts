import type { PanelRow } from '../../../shared/api/carePanelContract';
import { dateTimeText } from '../../../shared/dates/displayedDates';
import { panelTexts } from './panelTexts';

/** A share of the planned sessions as a whole percentage, or blank without a plan. */
export function adherenceText(ratio: number | null): string {
  return ratio === null ? panelTexts.blank : `${Math.round(ratio * 100)} %`;
}

export function adherenceCell(row: Pick<PanelRow, 'adherence_7' | 'adherence_30'>): string {
  if (row.adherence_7 === null && row.adherence_30 === null) return panelTexts.noPlan;
  return `${adherenceText(row.adherence_7)} / ${adherenceText(row.adherence_30)}`;
}

/**
 * "6 (+3)", "4 (−1)", "2 (±0)"; the change left out when there is nothing to compare, a dash
 * when no pain is shared or recorded.
 */
export function painCell(pain: PanelRow['pain']): string {
  if (pain === null) return panelTexts.blank;
  if (pain.change_7 === null) return String(pain.latest);
  const change = pain.change_7;
  const signed = change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0';
  return `${pain.latest} (${signed})`;
}

/** A count of results, or a dash when no laboratory results are shared. */
export function labsCell(count: number | null): string {
  return count === null ? panelTexts.blank : String(count);
}

export function daysCell(row: Pick<PanelRow, 'days_with_data_30' | 'rtm_tier'>): string {
  return `${row.days_with_data_30} · ${panelTexts.tier(row.rtm_tier)}`;
}

/** When the patient last recorded anything shared, in the reader's own time. */
export function lastRecordedCell(at: string | null): string {
  return at === null ? panelTexts.never : dateTimeText(at);
}

export function fullName(patient: PanelRow['patient']): string {
  return `${patient.first_name} ${patient.last_name}`.trim();
}
