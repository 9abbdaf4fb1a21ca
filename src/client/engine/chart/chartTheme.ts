import type { LineSvgProps } from '@nivo/line';
import type { ChartSeries } from './chartSeries';

// The theme type as the chart takes it; @nivo/theming is not a direct dependency.
type ChartTheme = NonNullable<LineSvgProps<ChartSeries>['theme']>;

/** The chart in the product's type and colours (ui/theme/tokens.css): slate text, quiet grid. */
export const chartTheme: ChartTheme = {
  text: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 12,
    fill: '#4a5a6a',
  },
  axis: {
    domain: { line: { stroke: '#8a9aa6', strokeWidth: 1 } },
    ticks: { line: { stroke: '#8a9aa6', strokeWidth: 1 }, text: { fill: '#4a5a6a' } },
    legend: { text: { fill: '#0f1f2e', fontSize: 12, fontWeight: 600 } },
  },
  grid: { line: { stroke: '#e3e9ed', strokeWidth: 1 } },
  crosshair: { line: { stroke: '#0f766e', strokeOpacity: 0.6 } },
};
