import { Line, type LineSvgProps, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileChartTab } from '../../../shared/profile-config/profileConfigSchema';
import { CanvasLineChart } from './CanvasLineChart';
import { chartDrawingFor } from './chartDensity';
import type { ChartSeries } from './chartSeries';
import { formatChartDay, wallClockDate } from './chartTime';
import { chartValueDomain, unitsLegend } from './chartValueDomain';
import { ChartTooltip } from './ChartTooltip';
import { canvasOutOfRangeMarks, svgOutOfRangeMarks } from './outOfRangeMarks';
import type { Interval, RangeFlag } from './rangeFlags';
import { canvasReferenceBand, svgReferenceBand } from './referenceBand';
import { chartTheme } from './chartTheme';
import { TILT_LABELS_BELOW, TILTED_LABEL_ANGLE, timeAxisTicks } from './timeAxisTicks';
import { valueAxisTicks } from './valueAxisTicks';

export interface TabChartProps {
  tab: Pick<ProfileChartTab, 'label' | 'reference' | 'value_axis'>;
  /** Series of one unit with at least one point between them. */
  series: ChartSeries[];
  /** Draw the tab's reference band on this chart. */
  showReference?: boolean;
  range: DateRange;
  width: number;
  height: number;
}

const MARGIN = { top: 16, right: 24, bottom: 44, left: 64 };
/** Tilted date labels reach further down. */
const TILTED_MARGIN = { ...MARGIN, bottom: 70 };

/** A series as nivo draws it: times already as instants, so nivo parses no text. */
type DrawnSeries = Omit<ChartSeries, 'data'> & {
  data: { x: Date; y: number; flag?: RangeFlag; interval?: Interval }[];
};

/**
 * One tab's readings as a line chart over time, with the config's colours and units. Loaded
 * on demand (React.lazy) so pages without charts do not carry the chart library.
 */
export default function TabChart({
  tab,
  series,
  range,
  width,
  height,
  showReference = true,
}: TabChartProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const tilted = innerWidth < TILT_LABELS_BELOW;
  const margin = tilted ? TILTED_MARGIN : MARGIN;
  const { showPoints, pointSize, renderer } = chartDrawingFor(series, innerWidth);
  const reference = showReference ? tab.reference : undefined;
  const domain = chartValueDomain(series, reference, tab.value_axis);
  const seriesById = new Map(series.map((line) => [line.id, line]));
  const yLegend = unitsLegend(series);
  const wholeNumbers = series.every((line) => line.valueKind === 'integer');
  const valueTicks = domain ? valueAxisTicks(domain, wholeNumbers) : undefined;
  const drawn = useMemo(
    (): DrawnSeries[] =>
      series.map((line) => ({
        ...line,
        data: line.data.map((point) => ({ ...point, x: wallClockDate(point.x) })),
      })),
    [series],
  );

  const common = {
    data: drawn,
    width,
    height,
    margin,
    theme: chartTheme,
    // The x axis spans the chosen range, so "This Month" looks like a month.
    xScale: {
      type: 'time',
      format: 'native',
      precision: 'minute',
      useUTC: true,
      min: wallClockDate(`${range.date_from} 00:00`),
      max: wallClockDate(`${range.date_to} 23:59`),
    },
    yScale: valueTicks
      ? { type: 'linear', min: valueTicks[0], max: valueTicks[valueTicks.length - 1] }
      : { type: 'linear', min: 'auto', max: 'auto' },
    gridYValues: valueTicks,
    colors: (line: DrawnSeries) => line.colour,
    lineWidth: 2,
    enableArea: false,
    enablePoints: showPoints,
    pointSize,
    pointBorderWidth: 2,
    pointBorderColor: { from: 'seriesColor' },
    pointColor: '#ffffff',
    enableGridX: false,
    axisBottom: {
      format: formatChartDay,
      tickValues: timeAxisTicks(range, innerWidth, tilted),
      tickSize: 5,
      tickPadding: 6,
      tickRotation: tilted ? TILTED_LABEL_ANGLE : 0,
    },
    axisLeft: {
      tickSize: 5,
      tickPadding: 6,
      tickValues: valueTicks ?? 6,
      legend: yLegend,
      legendOffset: -52,
      legendPosition: 'middle',
    },
    useMesh: true,
    tooltip: ({ point }: PointTooltipProps<DrawnSeries>) => {
      const line = seriesById.get(point.seriesId);
      if (!line) return null;
      return (
        <ChartTooltip
          series={line}
          value={point.data.y}
          time={point.data.x}
          flag={point.data.flag}
          interval={point.data.interval ?? reference}
        />
      );
    },
    role: 'img',
  } satisfies Partial<LineSvgProps<DrawnSeries>> & { data: DrawnSeries[] };

  const label = `${tab.label}${yLegend ? ` (${yLegend})` : ''} chart from ${range.date_from} to ${range.date_to}`;

  if (renderer === 'canvas') {
    return (
      <div role="img" aria-label={label} data-renderer="canvas">
        <CanvasLineChart<DrawnSeries>
          {...common}
          layers={[
            'grid',
            ...(reference ? [canvasReferenceBand(reference)] : []),
            'axes',
            'lines',
            'points',
            canvasOutOfRangeMarks(pointSize),
          ]}
        />
      </div>
    );
  }
  return (
    <div data-renderer="svg">
      <Line<DrawnSeries>
        {...common}
        ariaLabel={label}
        animate={false}
        layers={[
          'grid',
          ...(reference ? [svgReferenceBand(reference)] : []),
          'markers',
          'axes',
          'lines',
          'crosshair',
          'points',
          svgOutOfRangeMarks(pointSize),
          'mesh',
        ]}
      />
    </div>
  );
}
