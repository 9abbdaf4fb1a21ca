import { DateTime } from 'luxon';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';

/** A plan as adherence counts it: its ISO weekdays and its days in force, yyyy-MM-dd. */
export interface PlanWindow {
  routineId: number;
  days: readonly number[];
  startsOn: string;
  /** The plan's last day: its end date, the day it was ended, or null for none. */
  lastDay: string | null;
}

/** A finished run: its routine and its day, yyyy-MM-dd. */
export interface RunDay {
  routineId: number;
  day: string;
}

/**
 * Sessions done over sessions the plans scheduled, over the `days` ending today; null when no
 * plan scheduled any. Today's scheduled session counts once a run is done today (the day is
 * not over), a run on another weekday counts as well as one on the planned day, and runs
 * beyond the schedule add nothing: a patient cannot make up a missed fortnight in one day.
 */
export function adherence(
  plans: readonly PlanWindow[],
  runs: readonly RunDay[],
  today: string,
  days: number,
): number | null {
  const first = DateTime.fromISO(today)
    .minus({ days: days - 1 })
    .toFormat(DATE_FORMAT);
  let scheduled = 0;
  let done = 0;
  for (const plan of plans) {
    const runsInWindow = runs.filter(
      (run) =>
        run.routineId === plan.routineId &&
        run.day >= first &&
        run.day <= today &&
        run.day >= plan.startsOn &&
        (plan.lastDay === null || run.day <= plan.lastDay),
    ).length;
    const past = scheduledDays(plan, first, today).filter((day) => day < today).length;
    const ranToday = runs.some((run) => run.routineId === plan.routineId && run.day === today);
    const due = past + (ranToday && scheduledDays(plan, today, today).length > 0 ? 1 : 0);
    scheduled += due;
    done += Math.min(runsInWindow, due);
  }
  return scheduled === 0 ? null : done / scheduled;
}

/** The days from `from` to `to` (inclusive) the plan schedules. */
function scheduledDays(plan: PlanWindow, from: string, to: string): string[] {
  const start = from > plan.startsOn ? from : plan.startsOn;
  const end = plan.lastDay !== null && plan.lastDay < to ? plan.lastDay : to;
  const found: string[] = [];
  for (
    let day = DateTime.fromISO(start);
    day.toFormat(DATE_FORMAT) <= end;
    day = day.plus({ days: 1 })
  ) {
    if (plan.days.includes(day.weekday)) found.push(day.toFormat(DATE_FORMAT));
  }
  return found;
}
