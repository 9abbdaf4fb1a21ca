import type { RangeFlag } from './rangeFlags';

/**
 * A reading outside its reference interval is marked with a triangle pointing the way it
 * strays: shape, not colour alone, says it (a red line, a green band and a red-green colour
 * blindness leave colour unreliable). Dark with a white rim, it reads on the line and band.
 */
export const OUT_OF_RANGE_FILL = '#1f2937';
const RIM = '#ffffff';

interface MarkedPoint {
  x: number;
  y: number;
  data: { flag?: RangeFlag };
}

interface MarkGeometry {
  points: readonly MarkedPoint[];
}

/** Half the triangle's height: big enough to find on a phone, small beside a marker. */
export function markRadius(pointSize: number): number {
  return Math.max(6, pointSize * 0.9);
}

/** The triangle's corners around (x, y), pointing up for high and down for low. */
export function trianglePoints(x: number, y: number, flag: RangeFlag, radius: number) {
  const tip = flag === 'high' ? -radius : radius;
  return [
    [x, y + tip],
    [x - radius, y - tip * 0.7],
    [x + radius, y - tip * 0.7],
  ] as const;
}

function flagged<Point extends MarkedPoint>(points: readonly Point[]) {
  return points.filter(
    (point): point is Point & { data: { flag: RangeFlag } } => point.data.flag !== undefined,
  );
}

export function svgOutOfRangeMarks(pointSize: number) {
  const radius = markRadius(pointSize);
  // nivo's point id (series and index): two lines can stray at the same time and value.
  function OutOfRangeMarksLayer({ points }: { points: readonly (MarkedPoint & { id: string })[] }) {
    return (
      <g data-testid="out-of-range-marks">
        {flagged(points).map((point) => (
          <polygon
            key={point.id}
            data-flag={point.data.flag}
            points={trianglePoints(point.x, point.y, point.data.flag, radius)
              .map(([x, y]) => `${x},${y}`)
              .join(' ')}
            fill={OUT_OF_RANGE_FILL}
            stroke={RIM}
            strokeWidth={1.5}
          />
        ))}
      </g>
    );
  }
  return OutOfRangeMarksLayer;
}

export function canvasOutOfRangeMarks(pointSize: number) {
  const radius = markRadius(pointSize);
  return (context: CanvasRenderingContext2D, { points }: MarkGeometry) => {
    context.save();
    context.fillStyle = OUT_OF_RANGE_FILL;
    context.strokeStyle = RIM;
    context.lineWidth = 1.5;
    for (const point of flagged(points)) {
      const [first, ...rest] = trianglePoints(point.x, point.y, point.data.flag, radius);
      context.beginPath();
      context.moveTo(first[0], first[1]);
      for (const [x, y] of rest) context.lineTo(x, y);
      context.closePath();
      context.fill();
      context.stroke();
    }
    context.restore();
  };
}
