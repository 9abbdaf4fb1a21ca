import { renderAxesToCanvas, renderGridLinesToCanvas, type CanvasAxisProps } from '@nivo/axes';
import { Container, getRelativeCursor, isCursorInRect } from '@nivo/core';
import type { ScaleLinearSpec } from '@nivo/scales';
import { useTheme, type PartialTheme } from '@nivo/theming';
import { useTooltip } from '@nivo/tooltip';
import {
  createElement,
  useEffect,
  useMemo,
  useRef,
  type FunctionComponent,
  type MouseEvent,
} from 'react';
import {
  canvasChartLayout,
  type CanvasChartLayout,
  type PlotDatum,
  type PlotSeries,
  type PlottedPoint,
} from './canvasChartLayout';
import { useNearestPoint } from './useNearestPoint';

/** What a layer of ours is given to draw with: the plot's size, its scales and points. */
export type CanvasLayerGeometry<Datum extends PlotDatum> = CanvasChartLayout<Datum> & {
  innerWidth: number;
  innerHeight: number;
};

/** The layers this chart draws, in order: one of its own by name, or a function of ours. */
export type CanvasChartLayer<Datum extends PlotDatum> =
  | 'grid'
  | 'axes'
  | 'lines'
  | 'points'
  | ((context: CanvasRenderingContext2D, geometry: CanvasLayerGeometry<Datum>) => void);

export interface CanvasLineChartProps<Datum extends PlotDatum> {
  data: readonly PlotSeries<Datum>[];
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  theme: PartialTheme;
  xScale: ScaleLinearSpec;
  yScale: ScaleLinearSpec;
  gridYValues?: readonly number[];
  lineWidth: number;
  enablePoints: boolean;
  pointSize: number;
  /** The markers' fill; their rim is their line's colour. */
  pointColor: string;
  pointBorderWidth: number;
  axisBottom: CanvasAxisProps<number>;
  axisLeft: CanvasAxisProps<number>;
  tooltip: FunctionComponent<{ point: PlottedPoint<Datum> }>;
  layers: readonly CanvasChartLayer<Datum>[];
}

/**
 * A line chart on a canvas, for series too long for SVG, drawn with nivo's scales, axes,
 * grid, theme and tooltip. Unlike nivo's LineCanvas it places the points itself
 * (canvasChartLayout: useLine's copies and sorts were a fifth of a year of the 18-line
 * Workout chart's time to appear) and builds the hover mesh (a Delaunay triangulation of
 * every point) on the first pointer movement over the chart rather than before the first
 * paint, another third of that time (decision 015).
 */
export function CanvasLineChart<Datum extends PlotDatum>(props: CanvasLineChartProps<Datum>) {
  return (
    <Container theme={props.theme} isInteractive animate={false} renderWrapper>
      <CanvasLines {...props} />
    </Container>
  );
}

function CanvasLines<Datum extends PlotDatum>({
  data,
  width,
  height,
  margin,
  xScale: xScaleSpec,
  yScale: yScaleSpec,
  gridYValues,
  lineWidth,
  enablePoints,
  pointSize,
  pointColor,
  pointBorderWidth,
  axisBottom,
  axisLeft,
  tooltip,
  layers,
}: CanvasLineChartProps<Datum>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const layout = useMemo(
    () => canvasChartLayout(data, xScaleSpec, yScaleSpec, innerWidth, innerHeight),
    [data, xScaleSpec, yScaleSpec, innerWidth, innerHeight],
  );
  const { showTooltipFromEvent, hideTooltip } = useTooltip();
  const nearestPoint = useNearestPoint(layout.points);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const { lines, points, xScale, yScale } = layout;
    const pixelRatio = window.devicePixelRatio || 1;
    element.width = width * pixelRatio;
    element.height = height * pixelRatio;
    context.scale(pixelRatio, pixelRatio);
    context.fillStyle = theme.background;
    context.fillRect(0, 0, width, height);
    context.translate(margin.left, margin.top);
    for (const layer of layers) {
      if (typeof layer === 'function') {
        layer(context, { ...layout, innerWidth, innerHeight });
      } else if (layer === 'grid' && theme.grid.line.strokeWidth) {
        context.lineWidth = Number(theme.grid.line.strokeWidth);
        context.strokeStyle = String(theme.grid.line.stroke);
        renderGridLinesToCanvas(context, {
          width: innerWidth,
          height: innerHeight,
          scale: yScale,
          axis: 'y',
          values: gridYValues,
        });
      } else if (layer === 'axes') {
        renderAxesToCanvas(context, {
          xScale,
          yScale,
          width: innerWidth,
          height: innerHeight,
          bottom: axisBottom,
          left: axisLeft,
          theme,
        });
      } else if (layer === 'lines') {
        context.lineWidth = lineWidth;
        for (const line of lines) {
          const [first, ...rest] = line.points;
          if (!first) continue;
          context.strokeStyle = line.colour;
          context.beginPath();
          context.moveTo(first.x, first.y);
          for (const point of rest) context.lineTo(point.x, point.y);
          context.stroke();
        }
      } else if (layer === 'points' && enablePoints && pointSize > 0) {
        context.fillStyle = pointColor;
        context.lineWidth = pointBorderWidth;
        for (const point of points) {
          context.beginPath();
          context.arc(point.x, point.y, pointSize / 2, 0, 2 * Math.PI);
          context.fill();
          if (pointBorderWidth > 0) {
            context.strokeStyle = point.seriesColor;
            context.stroke();
          }
        }
      }
    }
  }, [
    layout,
    width,
    height,
    margin,
    theme,
    layers,
    innerWidth,
    innerHeight,
    gridYValues,
    axisBottom,
    axisLeft,
    lineWidth,
    enablePoints,
    pointSize,
    pointColor,
    pointBorderWidth,
  ]);

  function pointAt(event: MouseEvent<HTMLCanvasElement>): PlottedPoint<Datum> | undefined {
    if (!canvas.current) return undefined;
    const [x, y] = getRelativeCursor(canvas.current, event);
    if (!isCursorInRect(margin.left, margin.top, innerWidth, innerHeight, x, y)) return undefined;
    return nearestPoint(x - margin.left, y - margin.top);
  }

  function showPoint(event: MouseEvent<HTMLCanvasElement>) {
    const point = pointAt(event);
    if (point) showTooltipFromEvent(createElement(tooltip, { point }), event);
    else hideTooltip();
  }

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      style={{ width, height }}
      onMouseEnter={showPoint}
      onMouseMove={showPoint}
      onMouseLeave={hideTooltip}
    />
  );
}
