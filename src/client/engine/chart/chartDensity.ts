import { pointCount, type ChartSeries } from './chartSeries';

/**
 * Points per series the chart asks the server for; a longer series comes back thinned. 500
 * is one point per two pixels of a desktop chart, which LTTB needs to keep a line's shape,
 * and keeps ten years of the 18-line workout chart within twice uPlot's drawing time.
 */
export const MAX_POINTS_PER_SERIES = 500;
/** Above this many points on one line, markers hide the line instead of helping read it. */
export const MARKER_LIMIT = 200;
/** Above this many points in all, SVG gets slow to draw and hover; canvas stays smooth. */
export const CANVAS_LIMIT = 2000;

/** Pixels of axis a marker needs to itself: closer markers merge into a blob on a phone. */
export const MIN_PIXELS_PER_MARKER = 8;
const LARGEST_MARKER = 7;
const SMALLEST_MARKER = 4;

export interface ChartDrawing {
  showPoints: boolean;
  /** Marker diameter: full size where points have room, smaller where they are close. */
  pointSize: number;
  renderer: 'svg' | 'canvas';
}

/**
 * How to draw a chart of these series on a plot this many pixels wide: markers only while
 * each point has room of its own (and the line is short enough for them to help), sized
 * from that room; canvas instead of SVG for many points.
 */
export function chartDrawingFor(
  series: readonly ChartSeries[],
  innerWidth = Number.POSITIVE_INFINITY,
): ChartDrawing {
  const longest = Math.max(1, ...series.map((line) => line.data.length));
  const pixelsPerPoint = innerWidth / longest;
  return {
    showPoints: longest <= MARKER_LIMIT && pixelsPerPoint >= MIN_PIXELS_PER_MARKER,
    pointSize: Math.max(SMALLEST_MARKER, Math.min(LARGEST_MARKER, Math.floor(pixelsPerPoint / 2))),
    renderer: pointCount(series) > CANVAS_LIMIT ? 'canvas' : 'svg',
  };
}
