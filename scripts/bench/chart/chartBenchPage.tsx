/**
 * One measurement per page load, chosen by the query string:
 *   ?library=nivo|nivo-thinned|uplot&years=1|10
 * Time runs from the moment the readings are in the page to the second animation frame
 * after the chart is drawn (painted), and lands in window.__benchResult.
 */
import { createRoot } from 'react-dom/client';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import fitness from '../../../profile-configs/fitness.json';
import type { ProfileConfig } from '../../../src/shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../../src/shared/profile-config/profileTabKinds';
import TabChart from '../../../src/client/engine/chart/TabChart';
import { chartSeriesOf, pointCount } from '../../../src/client/engine/chart/chartSeries';
import {
  chartDrawingFor,
  MAX_POINTS_PER_SERIES,
} from '../../../src/client/engine/chart/chartDensity';
import { downsampleReadings } from '../../../src/server/services/readings/downsampleReadings';
import { workoutHistory } from './workoutHistory';

declare global {
  interface Window {
    __benchResult?: { ms: number; points: number; renderer: string } | { error: string };
  }
}

const WIDTH = 1200;
const HEIGHT = 420;

const params = new URLSearchParams(location.search);
const library = params.get('library') ?? 'nivo';
const years = Number(params.get('years') ?? '1');
const tab = chartTabsOf(fitness as unknown as ProfileConfig).find(
  (candidate) => candidate.label === 'Workout',
);
const container = document.getElementById('chart');

function painted(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

async function measure(): Promise<void> {
  if (!tab || !container) throw new Error('The Workout tab or the chart element is missing');
  const full = workoutHistory(tab, years);
  const fields = tab.series.map((series) => series.field);
  // nivo-thinned draws what the product draws: the server's reply for max_points.
  const records =
    library === 'nivo-thinned' ? downsampleReadings(full, fields, MAX_POINTS_PER_SERIES) : full;
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
    window.__benchResult = {
      ms: performance.now() - start,
      points: xs.length * columns.length,
      renderer: 'uplot canvas',
    };
    return;
  }
  const series = chartSeriesOf(tab, records);
  const drawing = chartDrawingFor(series);
  await new Promise<void>((resolve) => {
    createRoot(container).render(
      <div ref={() => resolve()}>
        <TabChart tab={tab} series={series} range={range} width={WIDTH} height={HEIGHT} />
      </div>,
    );
  });
  await painted();
  window.__benchResult = {
    ms: performance.now() - start,
    points: pointCount(series),
    renderer: `nivo ${drawing.renderer}${drawing.showPoints ? ' with markers' : ''}`,
  };
}

measure().catch((error: unknown) => {
  window.__benchResult = { error: String(error) };
});
