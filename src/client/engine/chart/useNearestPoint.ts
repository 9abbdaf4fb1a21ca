import { Delaunay } from 'd3-delaunay';
import { useRef } from 'react';

/**
 * The point nearest a position on the plot, for the hover tooltip. The Delaunay mesh that
 * answers is built on the first question about these points and kept until they change: built
 * while the chart first draws, it held up the chart's first paint on every page (decision 015).
 */
export function useNearestPoint<Point extends { x: number; y: number }>(
  points: readonly Point[],
): (x: number, y: number) => Point | undefined {
  const mesh = useRef<{ points: readonly Point[]; delaunay: Delaunay<Point> }>(null);
  return (x, y) => {
    if (mesh.current?.points !== points) {
      const delaunay = Delaunay.from(
        points,
        (point) => point.x,
        (point) => point.y,
      );
      mesh.current = { points, delaunay };
    }
    return points[mesh.current.delaunay.find(x, y)];
  };
}
