import { describe, expect, it } from 'vitest';
import { yearPerField } from './yearPerField';

describe('yearPerField', () => {
  it("gives each field its year total and its months, in the reply's order", () => {
    const fields = yearPerField({
      year: 2026,
      fields: [
        { field: 'distance', label: 'Distance', unit: 'km' },
        { field: 'overs', label: 'Overs', unit: '' },
      ],
      months: [
        { month: '2026-01', totals: { distance: 0.1, overs: 0 } },
        { month: '2026-02', totals: { distance: 0.2 } },
      ],
    });
    expect(fields).toEqual([
      {
        field: 'distance',
        label: 'Distance',
        unit: 'km',
        total: 0.3,
        months: [
          { month: '2026-01', total: 0.1 },
          { month: '2026-02', total: 0.2 },
        ],
      },
      {
        field: 'overs',
        label: 'Overs',
        unit: '',
        total: 0,
        months: [
          { month: '2026-01', total: 0 },
          { month: '2026-02', total: 0 },
        ],
      },
    ]);
  });
});
