import type { ChartBand } from './chartBands';
import type { Interval } from './rangeFlags';

/** The band's fill: a calm green, translucent so lines and grid show through. */
export const REFERENCE_BAND_FILL = 'rgba(46, 125, 50, 0.12)';
/** How strongly a series' own band shows its line's colour. */
const SERIES_BAND_OPACITY = 0.12;

interface BandGeometry {
  yScale: (value: number) => number;
  innerWidth: number;
  innerHeight: number;
}

/** The band's top and height in pixels; an open end runs to the edge of the plot. */
function bandRows(interval: Interval, { yScale, innerHeight }: BandGeometry) {
  const top = interval.high === undefined ? 0 : Math.max(0, yScale(interval.high));
  const bottom =
    interval.low === undefined ? innerHeight : Math.min(innerHeight, yScale(interval.low));
  return { top, height: Math.max(0, bottom - top) };
}

/** An SVG layer drawing each normal range between its low and high behind the lines. */
export function svgReferenceBands(bands: readonly ChartBand[]) {
  function ReferenceBandLayer(geometry: BandGeometry) {
    return (
      <g>
        {bands.map(({ interval, colour }, at) => {
          const { top, height } = bandRows(interval, geometry);
          return (
            <rect
              key={at}
              data-testid="reference-band"
              x={0}
              y={top}
              width={geometry.innerWidth}
              height={height}
              fill={colour ?? REFERENCE_BAND_FILL}
              fillOpacity={colour === undefined ? undefined : SERIES_BAND_OPACITY}
            />
          );
        })}
      </g>
    );
  }
  return ReferenceBandLayer;
}

/** The same bands on the canvas renderer. */
export function canvasReferenceBands(bands: readonly ChartBand[]) {
  return (context: CanvasRenderingContext2D, geometry: BandGeometry) => {
    context.save();
    for (const { interval, colour } of bands) {
      const { top, height } = bandRows(interval, geometry);
      context.globalAlpha = colour === undefined ? 1 : SERIES_BAND_OPACITY;
      context.fillStyle = colour ?? REFERENCE_BAND_FILL;
      context.fillRect(0, top, geometry.innerWidth, height);
    }
    context.restore();
  };
}
