import type { ProfileTab } from '../../../shared/profile-config/profileConfigSchema';
import type { ChartSeries } from './chartSeries';

export interface ChartLegendProps {
  series: readonly Pick<ChartSeries, 'id' | 'label' | 'colour' | 'unit'>[];
  reference?: ProfileTab['reference'];
}

function referenceText(reference: NonNullable<ProfileTab['reference']>): string {
  const { low, high } = reference;
  if (low !== undefined && high !== undefined) return `Reference range ${low}–${high}`;
  if (low !== undefined) return `Reference: at least ${low}`;
  return `Reference: at most ${String(high)}`;
}

/**
 * The legend under the chart, as HTML rather than inside the SVG: it wraps on a phone, holds
 * the 18 series of a workout chart, and a screen reader reads it as a list.
 */
export function ChartLegend({ series, reference }: ChartLegendProps) {
  return (
    <ul className="chart-legend" aria-label="Legend">
      {series.map((line) => (
        <li key={line.id} className="chart-legend__item">
          <span
            className="chart-legend__swatch"
            style={{ background: line.colour }}
            data-colour={line.colour}
            aria-hidden="true"
          />
          {line.label}
          {line.unit ? <span className="chart-legend__unit"> ({line.unit})</span> : null}
        </li>
      ))}
      {reference && (reference.low !== undefined || reference.high !== undefined) ? (
        <li className="chart-legend__item">
          <span className="chart-legend__band" aria-hidden="true" />
          {referenceText(reference)}
          {reference.note ? <span className="chart-legend__unit"> · {reference.note}</span> : null}
        </li>
      ) : null}
    </ul>
  );
}
