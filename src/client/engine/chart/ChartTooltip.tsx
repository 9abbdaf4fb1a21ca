import type { ChartSeries } from './chartSeries';
import { formatChartTime } from './chartTime';
import { chartTexts } from './chartTexts';
import type { Interval, RangeFlag } from './rangeFlags';

export interface ChartTooltipProps {
  series: Pick<ChartSeries, 'label' | 'colour' | 'unit'>;
  value: number;
  time: Date | string | number;
  /** Outside its reference interval, and the interval it was judged by. */
  flag?: RangeFlag | undefined;
  interval?: Interval | undefined;
}

/** What one point says on hover: which reading, its value with the unit, and when. */
export function ChartTooltip({ series, value, time, flag, interval }: ChartTooltipProps) {
  return (
    <div className="chart-tooltip">
      <span className="chart-tooltip__swatch" style={{ background: series.colour }} />
      <div>
        <div className="chart-tooltip__label">{series.label}</div>
        <div className="chart-tooltip__value">
          {value.toLocaleString()}
          {series.unit ? ` ${series.unit}` : ''}
        </div>
        <div className="chart-tooltip__time">{formatChartTime(time)}</div>
        {flag ? (
          <div className="chart-tooltip__flag">{chartTexts.outsideReference(flag, interval)}</div>
        ) : null}
      </div>
    </div>
  );
}
