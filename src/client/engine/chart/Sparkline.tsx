import type { JudgementFlag } from '../../../shared/api/judgedRangeFields';
import { OUT_OF_RANGE_FILL, trianglePoints } from './outOfRangeMarks';
import { REFERENCE_BAND_FILL } from './referenceBand';
import { isOutOfRange } from './JudgementMark';
import './Sparkline.css';

export interface SparklinePoint {
  value: number;
  flag?: JudgementFlag | null;
}

export interface SparklineProps {
  points: readonly SparklinePoint[];
  /** The text alternative: what the line shows, its range and its latest value, in words. */
  label: string;
  /** The reference interval drawn as a band, either end open. */
  band?: { low?: number | null; high?: number | null };
  /** A fixed scale (a pain score's 0 to 10), widened by a value beyond it; else the values' range. */
  domain?: { min?: number; max?: number };
  width?: number;
  height?: number;
}

const PAD = 4;

/**
 * A small line of a value over time, evenly spaced by reading, for a summary: no axes, the
 * reference band, out-of-range readings marked by triangles as the charts mark them, the latest
 * one dotted. An image with its words (label); no chart library.
 */
export function Sparkline({
  points,
  label,
  band,
  domain,
  width = 120,
  height = 32,
}: SparklineProps) {
  const values = points.map((point) => point.value);
  const bandEnds = [band?.low, band?.high].filter((end): end is number => typeof end === 'number');
  const fixed = [domain?.min, domain?.max].filter((end): end is number => end !== undefined);
  const min = Math.min(...values, ...bandEnds, ...fixed);
  const max = Math.max(...values, ...bandEnds, ...fixed);
  const span = max - min || 1;
  const y = (value: number) => PAD + (height - 2 * PAD) * (1 - (value - min) / span);
  const x = (index: number) =>
    points.length === 1 ? width / 2 : PAD + ((width - 2 * PAD) * index) / (points.length - 1);
  const last = points.at(-1);
  const bandTop = y(typeof band?.high === 'number' ? band.high : max);
  const bandBottom = y(typeof band?.low === 'number' ? band.low : min);
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
    >
      {bandEnds.length > 0 ? (
        <rect
          x={0}
          y={Math.min(bandTop, bandBottom)}
          width={width}
          height={Math.abs(bandBottom - bandTop)}
          fill={REFERENCE_BAND_FILL}
        />
      ) : null}
      {points.length > 1 ? (
        <polyline
          className="sparkline__line"
          fill="none"
          points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
        />
      ) : null}
      {points.map((point, index) =>
        isOutOfRange(point.flag) ? (
          <polygon
            key={index}
            points={trianglePoints(
              x(index),
              y(point.value),
              point.flag === 'H' || point.flag === 'HH' ? 'high' : 'low',
              3.5,
            )
              .map(([px, py]) => `${px},${py}`)
              .join(' ')}
            fill={OUT_OF_RANGE_FILL}
          />
        ) : null,
      )}
      {last && !isOutOfRange(last.flag) ? (
        <circle
          className="sparkline__latest"
          cx={x(points.length - 1)}
          cy={y(last.value)}
          r={2.5}
        />
      ) : null}
    </svg>
  );
}
