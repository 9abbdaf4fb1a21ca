import type { AxisProps as NivoAxisProps } from '@nivo/axes';
import { useTheme, type TextStyle } from '@nivo/theming';
import type { CSSProperties } from 'react';

/*
 * The SVG chart's layers, drawn without animation. nivo's own grid, axes, lines and points
 * run a react-spring spring for every tick, grid line, line and marker even with
 * `animate={false}`; on a profile page those springs' start was the largest task of the page
 * on a phone (decision 021). These draw the same elements where nivo's do, from the props
 * nivo's `Line` hands every custom layer (its scales, computed series and points).
 */

/** nivo passes its d3 scales; their tick method places the ticks a config leaves to it. */
type Scale = ((value: number) => number) & { ticks?: (count?: number) => number[] };

interface PlotProps {
  innerWidth: number;
  innerHeight: number;
  xScale: Scale;
  yScale: Scale;
}

interface GridProps extends PlotProps {
  /** nivo's TicksSpec: values, a count, or a time interval text (not used on these axes). */
  gridYValues?: unknown;
}

interface AxesProps extends PlotProps {
  axisBottom?: NivoAxisProps<number> | null;
  axisLeft?: NivoAxisProps<number> | null;
}

interface LinesProps {
  lineWidth: number;
  series: readonly { id: string | number; color: string; data: readonly DrawnPoint[] }[];
}

interface DrawnPoint {
  position: { x: number | null; y: number | null };
}

interface PointsProps {
  enablePoints: boolean;
  pointSize: number;
  pointBorderWidth: number;
  points: readonly { id: string; x: number; y: number; color: string; borderColor: string }[];
}

interface CrosshairProps {
  innerHeight: number;
  currentPoint: { x: number; y: number } | null;
}

/** The values a ticks setting names: a list as given, a count through the scale. */
function valuesOf(spec: unknown, scale: Scale): readonly number[] {
  if (Array.isArray(spec)) return spec as readonly number[];
  return scale.ticks?.(typeof spec === 'number' ? spec : undefined) ?? [];
}

/** The text properties SVG understands (nivo's themes also carry outline settings). */
function textStyle({ fill, fontFamily, fontSize, fontWeight }: Partial<TextStyle>): CSSProperties {
  return { fill, fontFamily, fontSize, fontWeight };
}

/** Horizontal grid lines at the value ticks. */
export function SvgGrid({ gridYValues, yScale, innerWidth }: GridProps) {
  const theme = useTheme();
  return (
    <g>
      {valuesOf(gridYValues, yScale).map((value) => (
        <line
          key={value}
          x1={0}
          x2={innerWidth}
          y1={yScale(value)}
          y2={yScale(value)}
          style={theme.grid.line}
        />
      ))}
    </g>
  );
}

/** The time axis under the plot and the value axis, with its legend, left of it. */
export function SvgAxes({
  axisBottom,
  axisLeft,
  xScale,
  yScale,
  innerWidth,
  innerHeight,
}: AxesProps) {
  return (
    <g>
      {axisBottom ? (
        <BottomAxis axis={axisBottom} scale={xScale} length={innerWidth} y={innerHeight} />
      ) : null}
      {axisLeft ? <LeftAxis axis={axisLeft} scale={yScale} length={innerHeight} /> : null}
    </g>
  );
}

interface AxisProps {
  axis: NivoAxisProps<number>;
  scale: Scale;
  length: number;
}

// The charts format ticks with functions (formatChartDay); none gives a d3 format text.
function tickText(axis: NivoAxisProps<number>, value: number): string {
  return typeof axis.format === 'function' ? String(axis.format(value)) : String(value);
}

/** Tilted labels hang from their tick and end at it, as nivo places them. */
function BottomAxis({ axis, scale, length, y }: AxisProps & { y: number }) {
  const theme = useTheme();
  const tickSize = axis.tickSize ?? 5;
  const textY = tickSize + (axis.tickPadding ?? 5);
  const rotation = axis.tickRotation ?? 0;
  return (
    <g transform={`translate(0,${y})`}>
      <line x1={0} x2={length} y1={0} y2={0} style={theme.axis.domain.line} />
      {valuesOf(axis.tickValues, scale).map((value) => (
        <g key={value} transform={`translate(${scale(value)},0)`}>
          <line x1={0} x2={0} y1={0} y2={tickSize} style={theme.axis.ticks.line} />
          <text
            dominantBaseline={rotation < 0 ? 'central' : 'text-before-edge'}
            textAnchor={rotation < 0 ? 'end' : 'middle'}
            transform={`translate(0,${textY}) rotate(${rotation})`}
            style={textStyle(theme.axis.ticks.text)}
          >
            {tickText(axis, value)}
          </text>
        </g>
      ))}
    </g>
  );
}

function LeftAxis({ axis, scale, length }: AxisProps) {
  const theme = useTheme();
  const tickSize = axis.tickSize ?? 5;
  const textX = -(tickSize + (axis.tickPadding ?? 5));
  return (
    <g>
      <line x1={0} x2={0} y1={0} y2={length} style={theme.axis.domain.line} />
      {valuesOf(axis.tickValues, scale).map((value) => (
        <g key={value} transform={`translate(0,${scale(value)})`}>
          <line x1={0} x2={-tickSize} y1={0} y2={0} style={theme.axis.ticks.line} />
          <text
            dominantBaseline="central"
            textAnchor="end"
            transform={`translate(${textX},0)`}
            style={textStyle(theme.axis.ticks.text)}
          >
            {tickText(axis, value)}
          </text>
        </g>
      ))}
      {axis.legend ? (
        <text
          transform={`translate(${axis.legendOffset ?? 0},${length / 2}) rotate(-90)`}
          dominantBaseline="central"
          textAnchor="middle"
          style={textStyle(theme.axis.legend.text)}
        >
          {axis.legend}
        </text>
      ) : null}
    </g>
  );
}

/** Each series as one straight-segmented path in its colour; a missing value breaks it. */
export function SvgLines({ series, lineWidth }: LinesProps) {
  return (
    <g>
      {series.map((line) => {
        let path = '';
        let drawing = false;
        for (const { position } of line.data) {
          if (position.x === null || position.y === null) {
            drawing = false;
            continue;
          }
          path += `${drawing ? 'L' : 'M'}${position.x},${position.y}`;
          drawing = true;
        }
        return (
          <path key={line.id} d={path} fill="none" stroke={line.color} strokeWidth={lineWidth} />
        );
      })}
    </g>
  );
}

/** The markers, in the colours nivo resolved for them (white, rimmed in the line's colour). */
export function SvgPoints({ enablePoints, pointSize, pointBorderWidth, points }: PointsProps) {
  if (!enablePoints || pointSize <= 0) return null;
  return (
    <g>
      {points.map((point) => (
        <circle
          key={point.id}
          cx={point.x}
          cy={point.y}
          r={pointSize / 2}
          fill={point.color}
          stroke={point.borderColor}
          strokeWidth={pointBorderWidth}
        />
      ))}
    </g>
  );
}

/** From the hovered reading down to the time axis and across to the value axis. */
export function SvgCrosshair({ currentPoint, innerHeight }: CrosshairProps) {
  const theme = useTheme();
  if (!currentPoint) return null;
  const { x, y } = currentPoint;
  return (
    <g pointerEvents="none">
      <line x1={x} x2={x} y1={y} y2={innerHeight} style={theme.crosshair.line} />
      <line x1={0} x2={x} y1={y} y2={y} style={theme.crosshair.line} />
    </g>
  );
}
