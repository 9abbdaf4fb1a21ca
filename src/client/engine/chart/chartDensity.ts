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

export interface ChartDrawing {
  showPoints: boolean;
  renderer: 'svg' | 'canvas';
}

export function chartDrawingFor(series: readonly ChartSeries[]): ChartDrawing {
  return {
    showPoints: series.every((line) => line.data.length <= MARKER_LIMIT),
    renderer: pointCount(series) > CANVAS_LIMIT ? 'canvas' : 'svg',
  };
}
