import { DateTime, type DurationLikeObject } from 'luxon';
import type { DateRange } from '../../../shared/dates/dateRanges';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';

/** Room one 'yyyy-MM-dd' label needs on the axis, with a gap to the next. */
export const PIXELS_PER_DAY_LABEL = 76;
/** The same label tilted: it needs only its line height along the axis. */
export const PIXELS_PER_TILTED_LABEL = 30;
/** Below this plot width the labels tilt, so a phone still shows several dates. */
export const TILT_LABELS_BELOW = 520;
export const TILTED_LABEL_ANGLE = -40;

interface TickStep {
  step: DurationLikeObject;
  /** The first tick on or after a day: the start of a day, week, or month in step. */
  align: (day: DateTime) => DateTime;
}

function monthsAligned(every: number) {
  return (day: DateTime) => {
    let month = day.startOf('month');
    if (month < day) month = month.plus({ months: 1 });
    while ((month.month - 1) % every !== 0) month = month.plus({ months: 1 });
    return month;
  };
}

const steps: TickStep[] = [
  { step: { days: 1 }, align: (day) => day },
  { step: { days: 2 }, align: (day) => day },
  {
    step: { weeks: 1 },
    align: (day) => (day.weekday === 1 ? day : day.plus({ weeks: 1 }).startOf('week')),
  },
  {
    step: { weeks: 2 },
    align: (day) => (day.weekday === 1 ? day : day.plus({ weeks: 1 }).startOf('week')),
  },
  { step: { months: 1 }, align: monthsAligned(1) },
  { step: { months: 2 }, align: monthsAligned(2) },
  { step: { months: 3 }, align: monthsAligned(3) },
  { step: { months: 6 }, align: monthsAligned(6) },
  { step: { years: 1 }, align: monthsAligned(12) },
];

/**
 * Days to label on the time axis: calendar-aligned (every Monday, the 1st of every third
 * month, …), as many as fit the width without labels running into each other.
 */
export function timeAxisTicks(range: DateRange, innerWidth: number, tilted = false): Date[] {
  const first = DateTime.fromFormat(range.date_from, DATE_FORMAT, { zone: 'utc' });
  const last = DateTime.fromFormat(range.date_to, DATE_FORMAT, { zone: 'utc' }).endOf('day');
  const perLabel = tilted ? PIXELS_PER_TILTED_LABEL : PIXELS_PER_DAY_LABEL;
  const room = Math.max(1, Math.floor(innerWidth / perLabel));
  for (const { step, align } of steps) {
    const ticks: DateTime[] = [];
    for (let tick = align(first); tick <= last && ticks.length <= room; tick = tick.plus(step)) {
      ticks.push(tick);
    }
    if (ticks.length <= room) return ticks.map((tick) => tick.toJSDate());
  }
  return [first.toJSDate()];
}
