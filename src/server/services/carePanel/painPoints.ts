import type { PainFields } from './panelDatasets';
import type { PainPoint } from './painTrend';

/**
 * A reading's pain scores as points on the pain line. A run's reading is two, its pain before
 * and then after (decision 045); any other reading one, the highest of its 0–10 pain values (a
 * Pain Score's pain at rest and with motion are one moment's pain, and the worse is the one a
 * clinician acts on).
 */
export function painPointsOfRecord(record: string, fields: PainFields): PainPoint[] {
  const parsed = JSON.parse(record) as Record<string, unknown>;
  const at = parsed.created_on;
  if (typeof at !== 'string') return [];
  const score = (field: string) => {
    const value = parsed[field];
    return typeof value === 'number' ? value : undefined;
  };
  if (fields.run) {
    return [score(fields.run.before), score(fields.run.after)]
      .filter((value) => value !== undefined)
      .map((value) => ({ at, value }));
  }
  const scores = fields.scores.map(score).filter((value) => value !== undefined);
  return scores.length === 0 ? [] : [{ at, value: Math.max(...scores) }];
}

/** A run's own pain before and after, for a clinician shown the Workout but not the Pain profile. */
export function painPointsOfRun(run: {
  created_on: string;
  pain_before: number | null;
  pain_after: number | null;
}): PainPoint[] {
  return [run.pain_before, run.pain_after]
    .filter((value) => value !== null)
    .map((value) => ({ at: run.created_on, value }));
}
