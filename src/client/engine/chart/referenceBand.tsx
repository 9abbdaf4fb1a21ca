import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';

/** The band's fill: a calm green, translucent so lines and grid show through. */
export const REFERENCE_BAND_FILL = 'rgba(46, 125, 50, 0.12)';

type Reference = NonNullable<ProfileChartTab['reference']>;

interface BandGeometry {
  yScale: (value: number) => number;
  innerWidth: number;
  innerHeight: number;
}

/** The band's top and height in pixels; an open end runs to the edge of the plot. */
function bandRows(reference: Reference, { yScale, innerHeight }: BandGeometry) {
  const top = reference.high === undefined ? 0 : Math.max(0, yScale(reference.high));
  const bottom =
    reference.low === undefined ? innerHeight : Math.min(innerHeight, yScale(reference.low));
  return { top, height: Math.max(0, bottom - top) };
}

/** An SVG layer drawing the normal range between low and high behind the lines. */
export function svgReferenceBand(reference: Reference) {
  function ReferenceBandLayer(geometry: BandGeometry) {
    const { top, height } = bandRows(reference, geometry);
    return (
      <rect
        data-testid="reference-band"
        x={0}
        y={top}
        width={geometry.innerWidth}
        height={height}
        fill={REFERENCE_BAND_FILL}
      />
    );
  }
  return ReferenceBandLayer;
}

/** The same band on the canvas renderer. */
export function canvasReferenceBand(reference: Reference) {
  return (context: CanvasRenderingContext2D, geometry: BandGeometry) => {
    const { top, height } = bandRows(reference, geometry);
    context.save();
    context.fillStyle = REFERENCE_BAND_FILL;
    context.fillRect(0, top, geometry.innerWidth, height);
    context.restore();
  };
}
