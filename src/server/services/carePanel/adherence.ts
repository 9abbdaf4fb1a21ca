import { dayNumberOf, isoWeekdayOf } from '../../../shared/dates/dayNumbers';

/** A plan as adherence counts it: its ISO weekdays and its days in force, yyyy-MM-dd. */
export interface PlanWindow {
  routineId: number;
  days: readonly number[];
  startsOn: string;
  /** The plan's last day: its end date, the day before it was ended, or null for none. */
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
  const last = dayNumberOf(today);
  const first = last - days + 1;
  let scheduled = 0;
  let done = 0;
  for (const plan of plans) {
    const starts = Math.max(first, dayNumberOf(plan.startsOn));
    const ends = Math.min(last, plan.lastDay === null ? last : dayNumberOf(plan.lastDay));
    const ranOn = runs
      .filter((run) => run.routineId === plan.routineId)
      .map((run) => dayNumberOf(run.day))
      .filter((day) => day >= starts && day <= ends);
    let due = 0;
    for (let day = starts; day <= ends; day += 1) {
      if (!plan.days.includes(isoWeekdayOf(day))) continue;
      if (day < last || ranOn.includes(last)) due += 1;
    }
    scheduled += due;
    done += Math.min(ranOn.length, due);
  }
  return scheduled === 0 ? null : done / scheduled;
}
