import { Line } from '@nivo/line';
import { useMemo } from 'react';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';
import { CanvasLineChart } from './CanvasLineChart';
import { chartDrawingFor, type ChartDrawing } from './chartDensity';
import type { ChartSeries } from './chartSeries';
import { formatChartDay, wallClockTime } from './chartTime';
import { chartValueDomain, unitsLegend } from './chartValueDomain';
import { ChartTooltip } from './ChartTooltip';
import { canvasOutOfRangeMarks, svgOutOfRangeMarks } from './outOfRangeMarks';
import type { Interval, RangeFlag } from './rangeFlags';
import { chartBandsOf } from './chartBands';
import { chartTexts } from './chartTexts';
import { canvasReferenceBands, svgReferenceBands } from './referenceBand';
import { svgHoverMesh } from './svgHoverMesh';
import { SvgAxes, SvgCrosshair, SvgGrid, SvgLines, SvgPoints } from './svgLayers';
import { chartTheme } from './chartTheme';
import { TILT_LABELS_BELOW, TILTED_LABEL_ANGLE, timeAxisTicks } from './timeAxisTicks';
import { valueAxisTicks } from './valueAxisTicks';

export interface TabChartProps {
  tab: Pick<ProfileChartTab, 'label' | 'reference' | 'value_axis'>;
  /** Series of one unit with at least one point between them. */
  series: ChartSeries[];
  /** Draw the tab's reference band on this chart (the series' own bands go with them). */
  showReference?: boolean;
  range: DateRange;
  width: number;
  height: number;
  /** Draws with this renderer whatever the points: the chart-paint bench weighs the two. */
  renderer?: ChartDrawing['renderer'];
}

const MARGIN = { top: 16, right: 24, bottom: 44, left: 64 };
/** Tilted date labels reach further down. */
const TILTED_MARGIN = { ...MARGIN, bottom: 70 };

/** A series as nivo draws it: times already as milliseconds, so nivo parses no text. */
type DrawnDatum = { x: number; y: number; flag?: RangeFlag; interval?: Interval };
type DrawnSeries = Omit<ChartSeries, 'data'> & { data: DrawnDatum[] };
/** A point under the pointer, as nivo's SVG chart and our canvas chart both hand it over. */
type HoveredPoint = { seriesId: string | number; data: DrawnDatum };

/**
 * The series with each point's time in milliseconds. The lines of a tab share their times,
 * so each distinct time is read once.
 */
function drawnSeriesOf(series: readonly ChartSeries[]): DrawnSeries[] {
  const times = new Map<string, number>();
  return series.map((line) => ({
    ...line,
    data: line.data.map((point) => {
      let time = times.get(point.x);
      if (time === undefined) {
        time = wallClockTime(point.x);
        times.set(point.x, time);
      }
      return { ...point, x: time };
    }),
  }));
}

// Functions of the module, not of each render, so nivo's memos keep their results.
const lineColour = (line: DrawnSeries) => line.colour;
// A marker's rim in its line's colour: nivo's { from: 'seriesColor' } would look the colour
// up by path (lodash get) for every point.
const seriesColour = (point: { seriesColor: string }) => point.seriesColor;

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
  renderer: chosenRenderer,
}: TabChartProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const tilted = innerWidth < TILT_LABELS_BELOW;
  const margin = tilted ? TILTED_MARGIN : MARGIN;
  const drawing = chartDrawingFor(series, innerWidth);
  const { showPoints, pointSize } = drawing;
  const renderer = chosenRenderer ?? drawing.renderer;
  const reference = showReference ? tab.reference : undefined;
  const bands = chartBandsOf(reference, series);
  const domain = chartValueDomain(
    series,
    bands.map((band) => band.interval),
    tab.value_axis,
  );
  const seriesById = new Map(series.map((line) => [line.id, line]));
  const yLegend = unitsLegend(series);
  const wholeNumbers = series.every((line) => line.valueKind === 'integer');
  const valueTicks = domain ? valueAxisTicks(domain, wholeNumbers) : undefined;
  const drawn = useMemo(() => drawnSeriesOf(series), [series]);

  const xMin = wallClockTime(`${range.date_from} 00:00`);
  const xMax = wallClockTime(`${range.date_to} 23:59`);
  const valueMin = valueTicks?.[0];
  const valueMax = valueTicks?.at(-1);
  // Kept while their bounds hold, so a chart's memos (scales, points) keep their results.
  const scales = useMemo(
    () => ({
      // The x axis spans the chosen range, so "This Month" looks like a month.
      x: { type: 'linear', min: xMin, max: xMax, nice: false } as const,
      y:
        valueMin !== undefined && valueMax !== undefined
          ? ({ type: 'linear', min: valueMin, max: valueMax } as const)
          : ({ type: 'linear', min: 'auto', max: 'auto' } as const),
    }),
    [xMin, xMax, valueMin, valueMax],
  );

  const common = {
    data: drawn,
    width,
    height,
    margin,
    theme: chartTheme,
    xScale: scales.x,
    yScale: scales.y,
    gridYValues: valueTicks,
    lineWidth: 2,
    enablePoints: showPoints,
    pointSize,
    pointBorderWidth: 2,
    pointColor: '#ffffff',
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
    tooltip: ({ point }: { point: HoveredPoint }) => {
      const line = seriesById.get(String(point.seriesId));
      if (!line) return null;
      return (
        <ChartTooltip
          series={line}
          value={point.data.y}
          time={point.data.x}
          flag={point.data.flag}
          interval={point.data.interval ?? line.reference ?? reference}
        />
      );
    },
  } as const;

  const label = chartTexts.chartLabel(tab.label, yLegend, range.date_from, range.date_to);

  if (renderer === 'canvas') {
    return (
      <div role="img" aria-label={label} data-renderer="canvas">
        <CanvasLineChart<DrawnDatum>
          {...common}
          layers={[
            'grid',
            ...(bands.length > 0 ? [canvasReferenceBands(bands)] : []),
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
        colors={lineColour}
        enableArea={false}
        pointBorderColor={seriesColour}
        enableGridX={false}
        useMesh={false}
        role="img"
        ariaLabel={label}
        animate={false}
        // Ours in place of nivo's grid, axes, lines, crosshair and points, which animate even
        // with animate off (decision 021).
        layers={[
          SvgGrid,
          ...(bands.length > 0 ? [svgReferenceBands(bands)] : []),
          SvgAxes,
          SvgLines,
          SvgCrosshair,
          SvgPoints,
          svgOutOfRangeMarks(pointSize),
          svgHoverMesh,
        ]}
      />
    </div>
  );
}
