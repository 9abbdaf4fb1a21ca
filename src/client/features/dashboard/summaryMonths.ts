import { dashboardTexts } from './dashboardTexts';

/**
 * Month names (dashboardTexts.monthNames) are read off the reply's month keys directly: the
 * dashboard names a month for every bar of every field, and parsing each key into a luxon
 * date made the longest task of the dashboard's load, and brought luxon's code onto the page
 * for that alone (decision 020).
 */

/** The month key of the year summary reply (profileListContract.ts: 'yyyy-MM'). */
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

interface SummaryMonth {
  year: string;
  name: string;
}

/** A reply's month: its year and its English name. A key that is not 'yyyy-MM' shows as it is. */
function summaryMonth(monthKey: string): SummaryMonth {
  const [, year, month] = MONTH_KEY.exec(monthKey) ?? [];
  const name = dashboardTexts.monthNames[Number(month) - 1];
  return year && name ? { year, name } : { year: '', name: monthKey };
}

/** "March" for '2026-03'. */
export function monthName(monthKey: string): string {
  return summaryMonth(monthKey).name;
}

/** "M" for '2026-03': the initial under a month's bar. */
export function monthInitial(monthKey: string): string {
  return monthName(monthKey).charAt(0);
}

/** "January to November 2026", or "January 2026" for a single month. */
export function monthSpan(firstKey: string, lastKey: string): string {
  const first = summaryMonth(firstKey);
  const last = summaryMonth(lastKey);
  const lastWithYear = last.year ? `${last.name} ${last.year}` : last.name;
  return firstKey === lastKey ? lastWithYear : dashboardTexts.monthSpan(first.name, lastWithYear);
}
