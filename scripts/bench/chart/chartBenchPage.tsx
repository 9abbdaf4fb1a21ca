/**
 * One measurement per page load, chosen by the query string:
 *   ?library=nivo|nivo-thinned|nivo-svg-thinned|uplot&years=1|10
 * Time runs from the moment the readings are in the page to the second animation frame
 * after the chart is drawn (painted), and lands in window.__benchResult.
 */
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import fitness from '../../../profile-configs/fitness.json';
import type { WrittenProfileConfig } from '../../../src/shared/profile-config/profileConfigSchema';
import { resolveTabDefaults } from '../../../src/shared/profile-config/resolveTabDefaults';
import { chartTabsOf } from '../../../src/shared/profile-config/profileTabKinds';
import TabChart from '../../../src/client/engine/chart/TabChart';
import { chartSeriesOf, pointCount } from '../../../src/client/engine/chart/chartSeries';
import {
  chartDrawingFor,
  MAX_POINTS_PER_SERIES,
} from '../../../src/client/engine/chart/chartDensity';
import { downsampleReadings } from '../../../src/server/services/readings/downsampleReadings';
import { median } from '../median';
import { workoutHistory } from './workoutHistory';

declare global {
  interface Window {
    __benchResult?: BenchResult | { error: string };
  }
}

export interface BenchResult {
  ms: number;
  points: number;
  renderer: string;
  /** The pointer's first move over the plot, which builds the hover mesh. */
  firstHoverMs: number;
  /** The median of the moves after it: pointer moved to the tooltip and crosshair painted. */
  hoverMs: number;
}

const WIDTH = 1200;
const HOVER_MOVES = 30;
const HEIGHT = 420;

const params = new URLSearchParams(location.search);
const library = params.get('library') ?? 'nivo';
const years = Number(params.get('years') ?? '1');
const tab = chartTabsOf(resolveTabDefaults(fitness as unknown as WrittenProfileConfig)).find(
  (candidate) => candidate.label === 'Workout',
);
const container = document.getElementById('chart');

function painted(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** The pointer crossing the plot left to right, each move timed until it is painted. */
async function hoverTimes(): Promise<Pick<BenchResult, 'firstHoverMs' | 'hoverMs'>> {
  const target = container?.querySelector(
    '[data-testid="chart-hover-mesh"], [data-renderer="canvas"] canvas, .u-over',
  );
  if (!target) throw new Error('Nothing in the chart takes the pointer');
  const plot = target.getBoundingClientRect();
  const times: number[] = [];
  for (let move = 0; move < HOVER_MOVES; move++) {
    const start = performance.now();
    target.dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        clientX: plot.left + (plot.width * (move + 0.5)) / HOVER_MOVES,
        clientY: plot.top + plot.height / 2,
      }),
    );
    await painted();
    times.push(performance.now() - start);
  }
  const [first = 0, ...rest] = times;
  return { firstHoverMs: first, hoverMs: median(rest) };
}

async function measure(): Promise<void> {
  if (!tab || !container) throw new Error('The Workout tab or the chart element is missing');
  const full = workoutHistory(tab, years);
  const fields = tab.series.map((series) => series.field);
  // nivo-thinned draws what the product draws: the server's reply for max_points.
  const records = library.endsWith('-thinned')
    ? downsampleReadings(full, fields, MAX_POINTS_PER_SERIES)
    : full;
  const first = full[0]?.created_on ?? '';
  const last = full.at(-1)?.created_on ?? '';
  const range = { date_from: first.slice(0, 10), date_to: last.slice(0, 10) };

  const start = performance.now();
  if (library === 'uplot') {
    const xs = records.map(
      (record) => Date.parse(`${record.created_on.replace(' ', 'T')}:00Z`) / 1000,
    );
    const columns = tab.series.map((series) =>
      records.map((record) => Number(record[series.field])),
    );
    new uPlot(
      {
        width: WIDTH,
        height: HEIGHT,
        series: [
          {},
          ...tab.series.map((series) => ({ label: series.label, stroke: series.colour, width: 2 })),
        ],
        legend: { show: true },
      },
      [xs, ...columns],
      container,
    );
    await painted();
    const ms = performance.now() - start;
    window.__benchResult = {
      ms,
      points: xs.length * columns.length,
      renderer: 'uplot canvas',
      ...(await hoverTimes()),
    };
    return;
  }
  const series = chartSeriesOf(tab, records);
  // nivo-svg-thinned: the product's chart held to SVG, to weigh one renderer for every chart.
  const forced = library === 'nivo-svg-thinned' ? 'svg' : undefined;
  const drawing = chartDrawingFor(series);
  const renderer = forced ?? drawing.renderer;
  await new Promise<void>((resolve) => {
    createRoot(container).render(
      <div ref={() => resolve()}>
        <TabChart
          tab={tab}
          series={series}
          range={range}
          width={WIDTH}
          height={HEIGHT}
          renderer={forced}
        />
      </div>,
    );
  });
  await painted();
  const ms = performance.now() - start;
  window.__benchResult = {
    ms,
    points: pointCount(series),
    renderer: `nivo ${renderer}${drawing.showPoints ? ' with markers' : ''}`,
    ...(await hoverTimes()),
  };
}

measure().catch((error: unknown) => {
  window.__benchResult = { error: String(error) };
});
