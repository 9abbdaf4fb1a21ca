/** One pain score on the 0–10 numeric rating scale, at the patient's wall-clock time. */
export interface PainPoint {
  /** yyyy-MM-dd HH:mm, the patient's clock. */
  at: string;
  value: number;
}

export interface PainTrend {
  latest: number;
  at: string;
  /** The latest less the pain as it stood 7 days before; null with nothing to compare. */
  change7: number | null;
  /** The highest score of the last 7 days; null with none in them. */
  highestLast7: number | null;
}

/**
 * The pain a panel row shows, from the points in time order (a run's before comes ahead of its
 * after at the same minute). The change compares with the last score at or before 7 days ago,
 * or, with none that old, the first score of the week: a run from 3 to 6 is +3. `weekAgo` is
 * the patient's wall-clock time 7 days before now.
 */
export function painTrend(points: readonly PainPoint[], weekAgo: string): PainTrend | null {
  const latest = points.at(-1);
  if (latest === undefined) return null;
  const week = points.filter((point) => point.at > weekAgo);
  const baseline = points.filter((point) => point.at <= weekAgo).at(-1) ?? week[0] ?? latest;
  const change7 = baseline === latest ? null : latest.value - baseline.value;
  return {
    latest: latest.value,
    at: latest.at,
    change7,
    highestLast7: week.length === 0 ? null : Math.max(...week.map((point) => point.value)),
  };
}
