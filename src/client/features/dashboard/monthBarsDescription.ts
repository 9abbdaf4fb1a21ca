import { dashboardTexts } from './dashboardTexts';
import { formatQuantity } from './formatQuantity';
import { monthName, monthSpan } from './summaryMonths';
import type { FieldYear } from './yearPerField';

/**
 * What a month-bars sparkline shows, for a screen reader: its span and its busiest month,
 * e.g. "Exercise Time per month, January to November 2026; most in March: 320 min".
 */
export function monthBarsDescription(fieldYear: FieldYear, locale?: string): string {
  const { label, unit, months } = fieldYear;
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return dashboardTexts.perMonthNone(label);
  const busiest = months.reduce((best, month) => (month.total > best.total ? month : best));
  return dashboardTexts.perMonth(
    label,
    monthSpan(first.month, last.month),
    monthName(busiest.month),
    formatQuantity(busiest.total, unit, locale),
  );
}
