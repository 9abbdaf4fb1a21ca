import type { PlanReply } from '../../../shared/api/workoutContract';
import { spelledDayText, WEEKDAY_SHORT_NAMES } from '../../../shared/dates/displayedDates';
import { routineTexts } from './routineTexts';

/** The plan's days: "Mon, Wed, Fri", or "Every day". */
export function planDaysText(days: readonly number[]): string {
  if (days.length === WEEKDAY_SHORT_NAMES.length) return routineTexts.everyDay;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_SHORT_NAMES[day - 1] ?? String(day))
    .join(', ');
}

/** A plan in words: "Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027" (decision 043). */
export function planText(plan: Pick<PlanReply, 'days' | 'starts_on' | 'ends_on'>): string {
  const days = planDaysText(plan.days);
  const from = spelledDayText(plan.starts_on);
  return plan.ends_on === null
    ? routineTexts.planFrom(days, from)
    : routineTexts.planFromTo(days, from, spelledDayText(plan.ends_on));
}
