import { renderAxesToCanvas, renderGridLinesToCanvas } from '@nivo/axes';
import { Container, getRelativeCursor, isCursorInRect } from '@nivo/core';
import {
  useLine,
  type LineCanvasProps,
  type LineCustomCanvasLayer,
  type InferY,
  type LineSeries,
  type Point,
} from '@nivo/line';
import { useTheme } from '@nivo/theming';
import { useTooltip } from '@nivo/tooltip';
import { Delaunay } from 'd3-delaunay';
import { createElement, useEffect, useRef, type MouseEvent } from 'react';

/** The layers this chart draws, in order: nivo's by name, or a function of ours. */
export type CanvasChartLayer<Series extends LineSeries> =
  'grid' | 'axes' | 'lines' | 'points' | LineCustomCanvasLayer<Series>;

export type CanvasLineChartProps<Series extends LineSeries> = Pick<
  LineCanvasProps<Series>,
  | 'data'
  | 'width'
  | 'height'
  | 'theme'
  | 'gridYValues'
  | 'lineWidth'
  | 'enablePoints'
  | 'pointSize'
  | 'pointBorderWidth'
  | 'axisBottom'
  | 'axisLeft'
  | 'tooltip'
> &
  Required<
    Pick<
      LineCanvasProps<Series>,
      'xScale' | 'yScale' | 'colors' | 'pointColor' | 'pointBorderColor'
    >
  > & {
    margin: { top: number; right: number; bottom: number; left: number };
    layers: readonly CanvasChartLayer<Series>[];
  };

/**
 * nivo's LineCanvas, drawn from the same parts (useLine's scales and points, nivo's canvas
 * axes, grid, theme and tooltip), except for one thing: the hover mesh (a Delaunay
 * triangulation of every point) is built on the first pointer movement over the chart rather
 * than before the first paint. LineCanvas builds it at once, a third of the time a year of
 * the 18-line Workout chart takes to appear (issue: Performance; decision 015).
 */
export function CanvasLineChart<Series extends LineSeries>(props: CanvasLineChartProps<Series>) {
  return (
    <Container theme={props.theme} isInteractive animate={false} renderWrapper>
      <CanvasLines {...props} />
    </Container>
  );
}

function CanvasLines<Series extends LineSeries>({
  data,
  width,
  height,
  margin,
  xScale: xScaleSpec,
  yScale: yScaleSpec,
  gridYValues,
  colors,
  lineWidth = 2,
  enablePoints = false,
  pointSize = 0,
  pointColor,
  pointBorderWidth = 0,
  pointBorderColor,
  axisBottom,
  axisLeft,
  tooltip,
  layers,
}: CanvasLineChartProps<Series>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const { series, points, xScale, yScale, lineGenerator, areaGenerator } = useLine<Series>({
    data,
    xScale: xScaleSpec,
    yScale: yScaleSpec,
    width: innerWidth,
    height: innerHeight,
    colors,
    pointColor,
    pointBorderColor,
    curve: 'linear',
    // No areas are drawn; the generator useLine builds still needs a baseline.
    areaBaselineValue: 0 as InferY<Series>,
  });
  const { showTooltipFromEvent, hideTooltip } = useTooltip();
  // Built on the first hover over these points, and again once they change.
  const mesh = useRef<{ points: readonly Point<Series>[]; delaunay: Delaunay<Point<Series>> }>(
    null,
  );

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const pixelRatio = window.devicePixelRatio || 1;
    element.width = width * pixelRatio;
    element.height = height * pixelRatio;
    context.scale(pixelRatio, pixelRatio);
    context.fillStyle = theme.background;
    context.fillRect(0, 0, width, height);
    context.translate(margin.left, margin.top);
    for (const layer of layers) {
      if (typeof layer === 'function') {
        layer(context, {
          innerWidth,
          innerHeight,
          series,
          points,
          xScale,
          yScale,
          lineGenerator,
          areaGenerator,
          currentPoint: null,
          setCurrentPoint: () => undefined,
        });
      } else if (layer === 'grid' && theme.grid.line.strokeWidth) {
        context.lineWidth = Number(theme.grid.line.strokeWidth);
        context.strokeStyle = String(theme.grid.line.stroke);
        renderGridLinesToCanvas(context, {
          width: innerWidth,
          height: innerHeight,
          scale: yScale as never,
          axis: 'y',
          values: gridYValues,
        });
      } else if (layer === 'axes') {
        renderAxesToCanvas(context, {
          xScale: xScale as never,
          yScale: yScale as never,
          width: innerWidth,
          height: innerHeight,
          bottom: axisBottom,
          left: axisLeft,
          theme,
        });
      } else if (layer === 'lines') {
        lineGenerator.context(context);
        for (const line of series) {
          context.strokeStyle = line.color;
          context.lineWidth = lineWidth;
          context.beginPath();
          lineGenerator(line.data.map((datum) => datum.position));
          context.stroke();
        }
      } else if (layer === 'points' && enablePoints && pointSize > 0) {
        for (const point of points) {
          context.fillStyle = point.color;
          context.beginPath();
          context.arc(point.x, point.y, pointSize / 2, 0, 2 * Math.PI);
          context.fill();
          if (pointBorderWidth > 0) {
            context.strokeStyle = point.borderColor;
            context.lineWidth = pointBorderWidth;
            context.stroke();
          }
        }
      }
    }
  }, [
    width,
    height,
    margin,
    theme,
    layers,
    innerWidth,
    innerHeight,
    series,
    points,
    xScale,
    yScale,
    lineGenerator,
    areaGenerator,
    gridYValues,
    axisBottom,
    axisLeft,
    lineWidth,
    enablePoints,
    pointSize,
    pointBorderWidth,
  ]);

  function pointAt(event: MouseEvent<HTMLCanvasElement>): Point<Series> | undefined {
    if (!canvas.current) return undefined;
    const [x, y] = getRelativeCursor(canvas.current, event);
    if (!isCursorInRect(margin.left, margin.top, innerWidth, innerHeight, x, y)) return undefined;
    if (mesh.current?.points !== points) {
      const delaunay = Delaunay.from(
        points,
        (point) => point.x,
        (point) => point.y,
      );
      mesh.current = { points, delaunay };
    }
    return points[mesh.current.delaunay.find(x - margin.left, y - margin.top)];
  }

  function showPoint(event: MouseEvent<HTMLCanvasElement>) {
    const point = pointAt(event);
    if (point && tooltip) showTooltipFromEvent(createElement(tooltip, { point }), event);
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
