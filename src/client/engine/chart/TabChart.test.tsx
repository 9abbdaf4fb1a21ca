import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '../../../shared/api/readingContract';
import { realProfiles } from '../testing/realProfiles';
import { chartSeriesOf } from './chartSeries';
import TabChart from './TabChart';

const bloodPressureTab = chartTabsOf(realProfiles.vitals).find(
  (tab) => tab.label === 'Blood Pressure',
)!;
const range = { date_from: '2026-11-01', date_to: '2026-11-21' };

function readings(count: number): ChartRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    created_on: `2026-11-${String(1 + (index % 20)).padStart(2, '0')} ${String(index % 24).padStart(2, '0')}:00`,
    systolic_value: 110 + (index % 30),
    diastolic_value: 70 + (index % 15),
  }));
}

function renderChart(records: ChartRecord[], tab = bloodPressureTab) {
  const series = chartSeriesOf(tab, records);
  return render(<TabChart tab={tab} series={series} range={range} width={800} height={340} />);
}

function lineStrokes(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('path'))
    .filter((path) => path.getAttribute('fill') === 'none' && path.getAttribute('stroke'))
    .map((path) => path.getAttribute('stroke')!);
}

describe('TabChart', () => {
  it('draws each series in the colour its config gives it', () => {
    const { container } = renderChart(readings(5));
    expect(lineStrokes(container)).toEqual(
      expect.arrayContaining(bloodPressureTab.series.map((series) => series.colour)),
    );
  });

  it('names the chart and puts the unit on the value axis', () => {
    renderChart(readings(5));
    expect(
      screen.getByRole('img', {
        name: 'Blood Pressure (mmHg) chart from 2026-11-01 to 2026-11-21',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('mmHg')).toBeInTheDocument();
  });

  it('labels the time axis with days as yyyy-MM-dd', () => {
    renderChart(readings(5));
    expect(screen.getAllByText(/^2026-11-\d{2}$/).length).toBeGreaterThanOrEqual(2);
  });

  it('marks each reading with a point while there are few, and not when there are hundreds', () => {
    const few = renderChart(readings(5));
    expect(few.container.querySelectorAll('circle').length).toBe(10);
    few.unmount();
    const many = renderChart(readings(250));
    expect(many.container.querySelectorAll('circle').length).toBe(0);
  });

  it('draws the reference band when the tab has a reference range', () => {
    const withReference = { ...bloodPressureTab, reference: { low: 90, high: 120 } };
    const { getByTestId } = renderChart(readings(5), withReference);
    const band = getByTestId('reference-band');
    expect(Number(band.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('marks a reading outside the band with a triangle pointing the way it strays, and only that one', () => {
    const hdlTab = {
      ...chartTabsOf(realProfiles.lab).find((tab) => tab.dataset === 97)!,
      reference: { low: 1, high: 2 },
    };
    const { getByTestId } = renderChart(
      [
        { created_on: '2026-11-02 08:00', hdl: 0.8 },
        { created_on: '2026-11-09 08:00', hdl: 1.4 },
        { created_on: '2026-11-16 08:00', hdl: 2.3 },
      ],
      hdlTab,
    );
    const marks = Array.from(getByTestId('out-of-range-marks').querySelectorAll('polygon'));
    expect(marks.map((mark) => mark.getAttribute('data-flag'))).toEqual(['low', 'high']);
  });

  it('marks two lines that stray at the same moment to the same value, each once, without a React warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withReference = { ...bloodPressureTab, reference: { low: 60, high: 120 } };
    const strayTogether = (value: number): ChartRecord[] => [
      { created_on: '2026-11-02 08:00', systolic_value: value, diastolic_value: value },
      { created_on: '2026-11-03 08:00', systolic_value: 115, diastolic_value: 75 },
    ];
    const chart = renderChart(strayTogether(130), withReference);
    const series = chartSeriesOf(withReference, strayTogether(140));
    chart.rerender(
      <TabChart tab={withReference} series={series} range={range} width={800} height={340} />,
    );
    const marks = chart.getByTestId('out-of-range-marks').querySelectorAll('polygon');
    expect(marks).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('TabChart hover', () => {
  it('shows the reading nearest the pointer, with a crosshair, and hides them when it leaves', () => {
    const records: ChartRecord[] = [
      { created_on: '2026-11-02 08:00', systolic_value: 118, diastolic_value: 76 },
      { created_on: '2026-11-20 08:00', systolic_value: 141, diastolic_value: 92 },
    ];
    const { container } = renderChart(records);
    const mesh = screen.getByTestId('chart-hover-mesh');
    const linesBefore = container.querySelectorAll('line').length;
    // jsdom lays nothing out: the plot starts at 0, so the pointer's position is the plot's.
    // Near the right end of the plot: the reading of the 20th.
    fireEvent.mouseMove(mesh, { clientX: 690, clientY: 40 });
    const tooltip = container.querySelector('.chart-tooltip');
    expect(tooltip?.textContent).toMatch(/141/);
    expect(tooltip?.textContent).toMatch(/2026-11-20/);
    // The crosshair: one line down to the time axis, one across to the value axis.
    expect(container.querySelectorAll('line')).toHaveLength(linesBefore + 2);

    fireEvent.mouseMove(mesh, { clientX: 20, clientY: 200 });
    expect(container.querySelector('.chart-tooltip')?.textContent).toMatch(/2026-11-02/);

    fireEvent.mouseLeave(mesh);
    expect(container.querySelector('.chart-tooltip')).toBeNull();
    expect(container.querySelectorAll('line')).toHaveLength(linesBefore);
  });
});
