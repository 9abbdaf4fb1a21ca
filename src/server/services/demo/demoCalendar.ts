import type { DateTime } from 'luxon';

/**
 * The demo year: from 1 January to today, or from 1 January of last year while this year is
 * younger than two months, so This Year is never nearly empty.
 */
export function demoDays(today: DateTime): DateTime[] {
  const startOfYear = today.startOf('year');
  const start =
    today < startOfYear.plus({ months: 2 }) ? startOfYear.minus({ years: 1 }) : startOfYear;
  const days: DateTime[] = [];
  for (let day = start; day <= today.startOf('day'); day = day.plus({ days: 1 })) days.push(day);
  return days;
}

/** A reading's time: early morning, a few minutes either way. */
export function morningOf(day: DateTime, random: () => number): string {
  return day
    .set({ hour: 6, minute: 30 + Math.floor(random() * 60) })
    .toFormat('yyyy-MM-dd HH:mm:ss');
}
