import { useTooltip } from '@nivo/tooltip';
import { createElement, type FunctionComponent, type MouseEvent, type TouchEvent } from 'react';
import { useNearestPoint } from './useNearestPoint';

interface HoverPoint {
  x: number;
  y: number;
}

/** What nivo's Line hands a custom layer, as far as the hover mesh needs it. */
interface HoverMeshProps<Point extends HoverPoint> {
  points: readonly Point[];
  innerWidth: number;
  innerHeight: number;
  /** The chart's margin as given (nivo types it partial; TabChart gives every side). */
  margin: { left?: number | undefined; top?: number | undefined };
  setCurrentPoint: (point: Point | null) => void;
  tooltip: FunctionComponent<{ point: Point }>;
}

/**
 * The SVG chart's hover: the reading nearest the pointer gets the tooltip and the crosshair,
 * as nivo's own mesh layer gives them, but the Delaunay mesh is built on the first hover
 * rather than while the chart first draws (a fifth of the chart's first draw on a phone).
 */
function HoverMesh<Point extends HoverPoint>({
  points,
  innerWidth,
  innerHeight,
  margin,
  setCurrentPoint,
  tooltip,
}: HoverMeshProps<Point>) {
  const { showTooltipAt, hideTooltip } = useTooltip();
  const nearestPoint = useNearestPoint(points);

  function showNearest(target: Element, clientX: number, clientY: number) {
    const plot = target.getBoundingClientRect();
    const point = nearestPoint(clientX - plot.left, clientY - plot.top);
    if (!point) return;
    setCurrentPoint(point);
    showTooltipAt(
      createElement(tooltip, { point }),
      [point.x + (margin.left ?? 0), point.y + (margin.top ?? 0)],
      'top',
    );
  }
  function onPointer(event: MouseEvent<SVGRectElement>) {
    showNearest(event.currentTarget, event.clientX, event.clientY);
  }
  function onTouch(event: TouchEvent<SVGRectElement>) {
    const touch = event.touches[0];
    if (touch) showNearest(event.currentTarget, touch.clientX, touch.clientY);
  }
  function hide() {
    hideTooltip();
    setCurrentPoint(null);
  }

  return (
    <rect
      data-testid="chart-hover-mesh"
      width={innerWidth}
      height={innerHeight}
      fill="transparent"
      onMouseEnter={onPointer}
      onMouseMove={onPointer}
      onMouseLeave={hide}
      onTouchStart={onTouch}
      onTouchMove={onTouch}
      onTouchEnd={hide}
    />
  );
}

/** nivo calls a custom layer as a function; the mesh needs hooks, so it is a component. */
export function svgHoverMesh<Point extends HoverPoint>(props: HoverMeshProps<Point>) {
  return <HoverMesh {...props} />;
}
