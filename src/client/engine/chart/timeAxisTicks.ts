import type { DateRange } from '../../../shared/dates/dateRanges';
import { wallClockTime } from './chartTime';

/** Room one 'yyyy-MM-dd' label needs on the axis, with a gap to the next. */
export const PIXELS_PER_DAY_LABEL = 76;
/** The same label tilted: it needs only its line height along the axis. */
export const PIXELS_PER_TILTED_LABEL = 30;
/** Below this plot width the labels tilt, so a phone still shows several dates. */
export const TILT_LABELS_BELOW = 520;
export const TILTED_LABEL_ANGLE = -40;

// The chart's instants are wall-clock times read as UTC (chartTime.ts), where every day is
// 24 hours long, so the ticks are counted in UTC milliseconds. Not with luxon: its first use
// on a page (parsing, zones) cost as much as drawing a year of the Workout chart (decision 015).
const DAY = 86_400_000;

interface TickStep {
  /** The first tick on or after a day: the start of a day, week, or month in step. */
  align: (day: number) => number;
  next: (tick: number) => number;
}

function days(count: number): TickStep {
  return { align: (day) => day, next: (tick) => tick + count * DAY };
}

/** Ticks on Mondays (ISO weeks, as luxon's startOf('week')). */
function weeks(count: number): TickStep {
  return {
    align: (day) => {
      const weekday = new Date(day).getUTCDay();
      return weekday === 1 ? day : day + ((8 - weekday) % 7) * DAY;
    },
    next: (tick) => tick + count * 7 * DAY,
  };
}

/** Ticks on the 1st of every `count`th month, counted from January. */
function months(count: number): TickStep {
  return {
    align: (day) => {
      const date = new Date(day);
      const year = date.getUTCFullYear();
      let month = date.getUTCMonth();
      if (Date.UTC(year, month, 1) < day) month += 1;
      while (month % count !== 0) month += 1;
      return Date.UTC(year, month, 1);
    },
    next: (tick) => {
      const date = new Date(tick);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1);
    },
  };
}

const steps: TickStep[] = [
  days(1),
  days(2),
  weeks(1),
  weeks(2),
  months(1),
  months(2),
  months(3),
  months(6),
  months(12),
];

/**
 * Days to label on the time axis, as the chart's instants (milliseconds): calendar-aligned
 * (every Monday, the 1st of every third month, …), as many as fit the width without labels
 * running into each other.
 */
export function timeAxisTicks(range: DateRange, innerWidth: number, tilted = false): number[] {
  const first = wallClockTime(range.date_from);
  // The end of the last day.
  const last = wallClockTime(range.date_to) + DAY - 1;
  const perLabel = tilted ? PIXELS_PER_TILTED_LABEL : PIXELS_PER_DAY_LABEL;
  const room = Math.max(1, Math.floor(innerWidth / perLabel));
  for (const { align, next } of steps) {
    const ticks: number[] = [];
    for (let tick = align(first); tick <= last && ticks.length <= room; tick = next(tick)) {
      ticks.push(tick);
    }
    if (ticks.length <= room) return ticks;
  }
  return [first];
}
