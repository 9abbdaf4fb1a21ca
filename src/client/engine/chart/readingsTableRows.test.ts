import { describe, expect, it } from 'vitest';
import type { ChartSeries } from './chartSeries';
import { readingsTableRows } from './readingsTableRows';

const line = (id: string, data: [string, number][]): ChartSeries => ({
  id,
  label: id,
  colour: '#000000',
  unit: 'mmHg',
  valueKind: 'integer',
  data: data.map(([x, y]) => ({ x, y })),
});

describe('readingsTableRows', () => {
  it('puts the values of one moment in one row, newest first', () => {
    const rows = readingsTableRows([
      line('systolic', [
        ['2026-03-01 07:45', 121],
        ['2026-03-02 07:40', 118],
      ]),
      line('diastolic', [
        ['2026-03-01 07:45', 79],
        ['2026-03-02 07:40', 76],
      ]),
    ]);
    expect(rows.map(({ time, values }) => ({ time, values }))).toEqual([
      { time: '2026-03-02 07:40', values: [118, 76] },
      { time: '2026-03-01 07:45', values: [121, 79] },
    ]);
  });

  it('leaves a cell empty where a thinned reply dropped that value', () => {
    const rows = readingsTableRows([
      line('a', [['2026-03-01 07:45', 1]]),
      line('b', [['2026-03-02 07:45', 2]]),
    ]);
    expect(rows.map(({ time, values }) => ({ time, values }))).toEqual([
      { time: '2026-03-02 07:45', values: [undefined, 2] },
      { time: '2026-03-01 07:45', values: [1, undefined] },
    ]);
  });

  it("carries each reading's flag into its cell, as a lab report prints H and L", () => {
    const hdl: ChartSeries = {
      ...line('hdl', []),
      data: [
        { x: '2026-03-01 08:00', y: 0.8, flag: 'low' },
        { x: '2026-04-01 08:00', y: 1.3 },
      ],
    };
    expect(readingsTableRows([hdl]).map((row) => row.flags)).toEqual([[undefined], ['low']]);
  });
});
