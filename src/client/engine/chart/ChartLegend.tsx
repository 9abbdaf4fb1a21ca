import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';
import type { ChartSeries } from './chartSeries';
import { OUT_OF_RANGE_FILL } from './outOfRangeMarks';
import { chartTexts } from './chartTexts';

export interface ChartLegendProps {
  series: readonly Pick<ChartSeries, 'id' | 'label' | 'colour' | 'unit' | 'reference'>[];
  reference?: ProfileChartTab['reference'];
  /** Series the user has hidden; with onToggle, each entry is a button that shows or hides. */
  hiddenIds?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  /** Some reading lies outside its interval: the legend explains the triangles. */
  outOfRange?: boolean;
}

/**
 * The legend under the chart, as HTML rather than inside the SVG: it wraps on a phone, holds
 * the 18 series of a workout chart, and a screen reader reads it as a list. With several
 * series, each entry also hides or shows its line, so one reading can be followed alone.
 */
export function ChartLegend({
  series,
  reference,
  hiddenIds,
  onToggle,
  outOfRange = false,
}: ChartLegendProps) {
  const toggles = onToggle !== undefined && series.length > 1;
  return (
    <ul className="chart-legend" aria-label={chartTexts.legend}>
      {series.map((line) => (
        <li key={line.id} className="chart-legend__item">
          {toggles ? (
            <button
              type="button"
              className="chart-legend__toggle"
              aria-pressed={!hiddenIds?.has(line.id)}
              onClick={() => onToggle(line.id)}
            >
              <LegendEntry line={line} />
            </button>
          ) : (
            <LegendEntry line={line} />
          )}
        </li>
      ))}
      {reference && (reference.low !== undefined || reference.high !== undefined) ? (
        <li className="chart-legend__item">
          <span className="chart-legend__band" aria-hidden="true" />
          {chartTexts.reference(reference)}
          {reference.note ? <span className="chart-legend__unit"> · {reference.note}</span> : null}
        </li>
      ) : null}
      {reference === undefined
        ? series
            .filter((line) => line.reference !== undefined)
            .map((line) => (
              <li key={`${line.id}-band`} className="chart-legend__item">
                <span
                  className="chart-legend__band chart-legend__band--series"
                  style={{ background: line.colour }}
                  aria-hidden="true"
                />
                {line.label}: {chartTexts.reference(line.reference ?? {}).toLowerCase()}
              </li>
            ))
        : null}
      {outOfRange ? (
        <li className="chart-legend__item">
          <svg className="chart-legend__mark" viewBox="0 0 12 12" aria-hidden="true">
            <polygon points="6,1 11,10 1,10" fill={OUT_OF_RANGE_FILL} />
          </svg>
          {chartTexts.outsideReferenceLegend}
        </li>
      ) : null}
    </ul>
  );
}

function LegendEntry({ line }: { line: ChartLegendProps['series'][number] }) {
  return (
    <>
      <span
        className="chart-legend__swatch"
        style={{ background: line.colour }}
        data-colour={line.colour}
        aria-hidden="true"
      />
      {line.label}
      {line.unit ? <span className="chart-legend__unit"> ({line.unit})</span> : null}
    </>
  );
}
