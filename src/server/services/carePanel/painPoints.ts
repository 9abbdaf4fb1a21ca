import type { PainPoint } from './painTrend';

/**
 * A reading's pain scores as points on the pain line: the highest of its 0–10 pain values (a
 * Pain Score's pain at rest and with motion are one moment's pain, and the worse is the one a
 * clinician acts on).
 */
export function painPointsOfRecord(record: string, fields: readonly string[]): PainPoint[] {
  const parsed = JSON.parse(record) as Record<string, unknown>;
  const scores = fields
    .map((field) => parsed[field])
    .filter((value): value is number => typeof value === 'number');
  const at = parsed.created_on;
  if (scores.length === 0 || typeof at !== 'string') return [];
  return [{ at, value: Math.max(...scores) }];
}
