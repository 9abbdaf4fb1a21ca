import { describe, expect, it } from 'vitest';
import type { ProfileSeries } from '../../../shared/profile-config/tabSchema';
import { chartDrawingFor } from './chartDensity';
import { chartSeriesOf, seriesByUnit, type ChartSeries } from './chartSeries';
import { chartValueDomain, unitsLegend } from './chartValueDomain';

const series: ProfileSeries[] = [
  { field: 'steps', label: 'Steps', colour: '#2e7d32', unit: 'steps', value_kind: 'integer' },
  { field: 'distance', label: 'Distance', colour: '#1565c0', unit: 'km', value_kind: 'decimal' },
];

function lineOf(points: number): ChartSeries {
  return {
    id: 'a',
    label: 'A',
    colour: '#000000',
    unit: '',
    valueKind: 'integer',
    data: Array.from({ length: points }, (_, index) => ({ x: '2026-01-01 00:00', y: index })),
  };
}

describe('chartSeriesOf', () => {
  it('reads integers as whole numbers and decimals as decimals', () => {
    const [steps, distance] = chartSeriesOf({ series }, [
      { created_on: '2026-11-20 07:00', steps: '4012', distance: '3.75' },
    ]);
    expect(steps?.data).toEqual([{ x: '2026-11-20 07:00', y: 4012 }]);
    expect(distance?.data).toEqual([{ x: '2026-11-20 07:00', y: 3.75 }]);
  });

  it('skips, per series, the thinned records that lack its field', () => {
    const [steps, distance] = chartSeriesOf({ series }, [
      { created_on: '2026-11-20 07:00', steps: 10 },
      { created_on: '2026-11-20 08:00', distance: 2.5 },
    ]);
    expect(steps?.data.map((point) => point.x)).toEqual(['2026-11-20 07:00']);
    expect(distance?.data.map((point) => point.x)).toEqual(['2026-11-20 08:00']);
  });
});

describe('seriesByUnit', () => {
  it('gives each unit its own group, in the config order', () => {
    const lines = chartSeriesOf({ series: [...series, { ...series[0]!, field: 'runs' }] }, []);
    expect(seriesByUnit(lines).map((group) => group.map((line) => line.label))).toEqual([
      ['Steps', 'Steps'],
      ['Distance'],
    ]);
  });
});

describe('chartDrawingFor', () => {
  it('keeps markers and SVG for a few readings', () => {
    expect(chartDrawingFor([lineOf(200)])).toEqual({
      showPoints: true,
      pointSize: 7,
      renderer: 'svg',
    });
  });

  it('drops markers once a line has more than 200 points', () => {
    expect(chartDrawingFor([lineOf(201), lineOf(3)]).showPoints).toBe(false);
  });

  it('sizes markers from the room each point has, and hides them where they would merge', () => {
    // A phone's plot (about 280 px): 20 readings get 14 px each, room for full markers.
    expect(chartDrawingFor([lineOf(20)], 280)).toMatchObject({ showPoints: true, pointSize: 7 });
    // 45 readings get about 6 px: markers would touch, so the line is drawn alone.
    expect(chartDrawingFor([lineOf(45)], 280).showPoints).toBe(false);
    // 30 readings get 9 px: markers stay, smaller.
    expect(chartDrawingFor([lineOf(30)], 280)).toMatchObject({ showPoints: true, pointSize: 4 });
    // The same 45 readings on a desktop plot keep their markers.
    expect(chartDrawingFor([lineOf(45)], 1100)).toMatchObject({ showPoints: true, pointSize: 7 });
  });

  it('draws on canvas once the chart holds more than 2000 points', () => {
    expect(chartDrawingFor([lineOf(1000), lineOf(1001)]).renderer).toBe('canvas');
  });
});

describe('chartValueDomain', () => {
  it('includes the reference range even when every reading lies inside it', () => {
    const line = { ...lineOf(0), data: [{ x: '2026-01-01 00:00', y: 4.2 }] };
    const domain = chartValueDomain([line], [{ low: 3.5, high: 5.2 }]);
    expect(domain!.min).toBeLessThanOrEqual(3.5);
    expect(domain!.max).toBeGreaterThanOrEqual(5.2);
  });

  it('does not run a chart of counts below zero', () => {
    expect(chartValueDomain([lineOf(5)], [])!.min).toBe(0);
  });
});

describe('unitsLegend', () => {
  it('names each unit once', () => {
    const lines = chartSeriesOf({ series: [...series, { ...series[0]!, field: 'more' }] }, []);
    expect(unitsLegend(lines)).toBe('steps · km');
  });
});

describe('chartValueDomain with a fixed value axis', () => {
  const line = (values: number[]): ChartSeries => ({
    id: 'pain#0',
    label: 'Pain',
    colour: '#000000',
    unit: '',
    valueKind: 'integer',
    data: values.map((y, day) => ({ x: `2026-03-0${day + 1} 08:00`, y })),
  });

  it('keeps a 0 to 10 pain scale however few readings there are', () => {
    expect(chartValueDomain([line([3, 4])], [], { min: 0, max: 10 })).toEqual({
      min: 0,
      max: 10,
    });
  });

  it('widens past the fixed scale rather than hide a reading outside it', () => {
    expect(chartValueDomain([line([3, 14])], [], { min: 0, max: 10 })!.max).toBeGreaterThan(14);
  });
});

describe('chartSeriesOf: readings outside their reference interval', () => {
  const hdlTab = {
    series: [
      {
        field: 'hdl',
        label: 'HDL',
        colour: '#c62828',
        unit: 'mmol/L',
        value_kind: 'decimal' as const,
      },
    ],
    reference: { low: 1 },
  };

  it('flags a reading below or above the tab interval and leaves one inside unflagged', () => {
    const [hdl] = chartSeriesOf(hdlTab, [
      { created_on: '2026-01-10 08:00', hdl: 0.9 },
      { created_on: '2026-02-10 08:00', hdl: 1.4 },
    ]);
    expect(hdl!.data.map((point) => point.flag)).toEqual(['low', undefined]);
  });

  it("judges an imported reading by its laboratory's own interval, which wins over the typical one", () => {
    const [hdl] = chartSeriesOf(hdlTab, [
      // Inside the typical ≥ 1, but below this laboratory's 1.2.
      { created_on: '2026-03-10 08:00', hdl: 1.1, hdl_reference_low: 1.2, hdl_reference_high: 3 },
      // Below the typical 1, but inside this laboratory's 0.8–2.
      { created_on: '2026-04-10 08:00', hdl: 0.9, hdl_reference_low: 0.8, hdl_reference_high: 2 },
    ]);
    expect(hdl!.data).toEqual([
      { x: '2026-03-10 08:00', y: 1.1, flag: 'low', interval: { low: 1.2, high: 3 } },
      { x: '2026-04-10 08:00', y: 0.9, interval: { low: 0.8, high: 2 } },
    ]);
  });
});

describe('chartSeriesOf: a tab whose series each have their own interval', () => {
  const bloodPressure = {
    series: [
      {
        field: 'systolic_value',
        label: 'Systolic',
        colour: '#c62828',
        unit: 'mmHg',
        value_kind: 'integer' as const,
        reference: { low: 90, high: 119 },
      },
      {
        field: 'diastolic_value',
        label: 'Diastolic',
        colour: '#1565c0',
        unit: 'mmHg',
        value_kind: 'integer' as const,
        reference: { low: 60, high: 79 },
      },
    ],
  };

  it('judges each value against its own series, not the other', () => {
    const [systolic, diastolic] = chartSeriesOf(bloodPressure, [
      { created_on: '2026-05-01 07:30', systolic_value: 158, diastolic_value: 99 },
      { created_on: '2026-05-02 07:30', systolic_value: 112, diastolic_value: 74 },
    ]);
    expect(systolic!.data.map((point) => point.flag)).toEqual(['high', undefined]);
    expect(diastolic!.data.map((point) => point.flag)).toEqual(['high', undefined]);
    expect(systolic!.reference).toEqual({ low: 90, high: 119 });
  });

  it('judges by the interval stored with the reading when the config has changed since', () => {
    const [systolic] = chartSeriesOf(bloodPressure, [
      {
        created_on: '2026-05-01 07:30',
        systolic_value: 125,
        systolic_value_reference_low: 90,
        systolic_value_reference_high: 129,
      },
    ]);
    expect(systolic!.data).toEqual([
      { x: '2026-05-01 07:30', y: 125, interval: { low: 90, high: 129 } },
    ]);
  });
});
