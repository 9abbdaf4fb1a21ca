import { describe, expect, it } from 'vitest';
import { canvasChartLayout } from './canvasChartLayout';

const series = [
  {
    id: 'heart_rate#0',
    colour: '#c62828',
    data: [
      { x: 0, y: 60 },
      { x: 50, y: 80 },
      { x: 100, y: 100 },
    ],
  },
  { id: 'vo2#1', colour: '#1565c0', data: [{ x: 25, y: 40 }] },
];

/** Times 0–100 across 400 pixels, values 0–200 up 200 pixels. */
function layoutWithinFixedBounds() {
  return canvasChartLayout(
    series,
    { type: 'linear', min: 0, max: 100, nice: false },
    { type: 'linear', min: 0, max: 200 },
    400,
    200,
  );
}

describe('canvasChartLayout', () => {
  it('places each reading by the given bounds: left to right in time, higher values higher up', () => {
    const layout = layoutWithinFixedBounds();
    expect(layout.lines.map((line) => line.points.map(({ x, y }) => [x, y]))).toEqual([
      [
        [0, 140],
        [200, 120],
        [400, 100],
      ],
      [[100, 160]],
    ]);
    expect(layout.lines.map((line) => line.colour)).toEqual(['#c62828', '#1565c0']);
  });

  it('hands every point over once, line after line, with its series and reading', () => {
    const layout = layoutWithinFixedBounds();
    expect(layout.points.map((point) => [point.seriesId, point.data])).toEqual([
      ['heart_rate#0', { x: 0, y: 60 }],
      ['heart_rate#0', { x: 50, y: 80 }],
      ['heart_rate#0', { x: 100, y: 100 }],
      ['vo2#1', { x: 25, y: 40 }],
    ]);
    expect(layout.points[3]?.seriesColor).toBe('#1565c0');
  });

  it('spans the readings of every series where a bound is auto', () => {
    const layout = canvasChartLayout(
      series,
      { type: 'linear', min: 'auto', max: 'auto', nice: false },
      { type: 'linear', min: 'auto', max: 'auto', nice: false },
      400,
      200,
    );
    expect(layout.xScale.domain()).toEqual([0, 100]);
    expect(layout.yScale.domain()).toEqual([40, 100]);
    // The lowest reading sits on the bottom edge, the highest on the top one.
    expect(layout.points.map((point) => point.y)).toEqual([
      (200 * 40) / 60,
      (200 * 20) / 60,
      0,
      200,
    ]);
  });
});
