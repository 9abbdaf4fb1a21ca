import type { YearSummary } from './yearSummaryApi';

export interface MonthTotal {
  /** yyyy-MM */
  month: string;
  total: number;
}

export interface FieldYear {
  field: string;
  label: string;
  unit: string;
  total: number;
  months: MonthTotal[];
}

/**
 * Turns the reply's months-of-fields into fields-of-months, the shape a tile draws: each
 * field's year total and its total per month, in the reply's order. A month that does not
 * mention a field counts as zero.
 */
export function yearPerField(summary: YearSummary): FieldYear[] {
  return summary.fields.map(({ field, label, unit }) => {
    const months = summary.months.map(({ month, totals }) => ({
      month,
      total: totals[field] ?? 0,
    }));
    return { field, label, unit, total: sumOf(months), months };
  });
}

/** Sums month totals, rounded to hundredths so 0.1 + 0.2 reads 0.3, not 0.30000000000000004. */
function sumOf(months: readonly MonthTotal[]): number {
  const total = months.reduce((sum, { total: monthTotal }) => sum + monthTotal, 0);
  return Math.round(total * 100) / 100;
}
