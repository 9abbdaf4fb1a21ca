import { createLinearScale, type ScaleLinear, type ScaleLinearSpec } from '@nivo/scales';

/** A reading as the canvas chart draws it: time in milliseconds, value. */
export interface PlotDatum {
  x: number;
  y: number;
}

export interface PlotSeries<Datum extends PlotDatum> {
  id: string;
  colour: string;
  data: readonly Datum[];
}

/** A reading placed on the plot, in pixels from the plot's top left corner. */
export interface PlottedPoint<Datum extends PlotDatum> {
  seriesId: string;
  seriesColor: string;
  x: number;
  y: number;
  data: Datum;
}

export interface PlottedLine<Datum extends PlotDatum> {
  colour: string;
  points: PlottedPoint<Datum>[];
}

export interface CanvasChartLayout<Datum extends PlotDatum> {
  lines: PlottedLine<Datum>[];
  /** Every line's points, line after line: the markers, the hover mesh and custom layers. */
  points: PlottedPoint<Datum>[];
  xScale: ScaleLinear<number>;
  yScale: ScaleLinear<number>;
}

/** The smallest and largest value of one axis over every series, for an 'auto' bound. */
function extentOf<Datum extends PlotDatum>(
  series: readonly PlotSeries<Datum>[],
  axis: 'x' | 'y',
): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const line of series) {
    for (const datum of line.data) {
      const value = datum[axis];
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min > max ? { min: 0, max: 0 } : { min, max };
}

function scaleOf<Datum extends PlotDatum>(
  spec: ScaleLinearSpec,
  series: readonly PlotSeries<Datum>[],
  size: number,
  axis: 'x' | 'y',
): ScaleLinear<number> {
  const needsExtent = spec.min === 'auto' || spec.max === 'auto';
  const extent = needsExtent ? extentOf(series, axis) : { min: 0, max: 0 };
  // createLinearScale reads only the bounds of the data it is given, never `all`.
  return createLinearScale(spec, { all: [], ...extent }, size, axis);
}

/**
 * Where each reading lands on a plot of this size, with nivo's own linear scales (the axes
 * and grid drawn from them are nivo's). nivo's useLine does the same and more: it copies
 * every point twice and sorts every x value to find the bounds, which the chart gives it
 * anyway; that was a fifth of a year of the 18-line Workout chart's time to appear.
 */
export function canvasChartLayout<Datum extends PlotDatum>(
  series: readonly PlotSeries<Datum>[],
  xSpec: ScaleLinearSpec,
  ySpec: ScaleLinearSpec,
  innerWidth: number,
  innerHeight: number,
): CanvasChartLayout<Datum> {
  const xScale = scaleOf(xSpec, series, innerWidth, 'x');
  const yScale = scaleOf(ySpec, series, innerHeight, 'y');
  const points: PlottedPoint<Datum>[] = [];
  const lines = series.map((line): PlottedLine<Datum> => {
    const plotted = line.data.map((datum): PlottedPoint<Datum> => ({
      seriesId: line.id,
      seriesColor: line.colour,
      x: xScale(datum.x),
      y: yScale(datum.y),
      data: datum,
    }));
    for (const point of plotted) points.push(point);
    return { colour: line.colour, points: plotted };
  });
  return { lines, points, xScale, yScale };
}
