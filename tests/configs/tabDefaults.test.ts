import { describe, expect, it } from 'vitest';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileChartTab } from '../../src/shared/profile-config/tabSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

/** The shipped configs as loaded, one file changed first as its author might write it. */
function loadedAfter(file: string, change: (json: Record<string, unknown>) => void) {
  const files = shippedConfigFiles().map((entry) => {
    if (entry.file === file) change(entry.json as Record<string, unknown>);
    return entry;
  });
  return validateProfileConfigs(files);
}

const chartTab = (configs: ProfileConfig[], id: string, dataset: number): ProfileChartTab => {
  const tab = configs.find((config) => config.id === id)?.tabs.find((t) => t.dataset === dataset);
  if (tab === undefined || tab.view === 'table') throw new Error(`No chart of ${dataset} in ${id}`);
  return tab;
};

describe('what a tab leaves out, its dataset says', () => {
  const loaded = validateProfileConfigs(shippedConfigFiles());

  it("a blood test's tab is named as its test, draws its one value in its unit, over its interval for each sex", () => {
    expect(chartTab(loaded, 'lab', 97)).toMatchObject({
      label: 'HDL',
      series: [{ field: 'hdl', label: 'HDL', unit: 'mmol/L', value_kind: 'decimal' }],
      reference: { male: { low: 1 }, female: { low: 1.2 } },
    });
    // A test whose note gives no interval draws no band.
    expect(chartTab(loaded, 'lab', 157).reference).toBeUndefined();
  });

  it("each series of a blood pressure takes its element's label, unit, kind and band", () => {
    expect(chartTab(loaded, 'vitals', 188).series).toEqual([
      {
        field: 'systolic_value',
        label: 'Systolic',
        colour: '#c62828',
        unit: 'mmHg',
        value_kind: 'integer',
        reference: { low: 90, high: 119 },
      },
      {
        field: 'diastolic_value',
        label: 'Diastolic',
        colour: '#1565c0',
        unit: 'mmHg',
        value_kind: 'integer',
        reference: { low: 60, high: 79 },
      },
    ]);
    expect(chartTab(loaded, 'vitals', 188).reference).toBeUndefined();
  });

  it('keeps what a tab or series says for itself', () => {
    const configs = loadedAfter('profile-configs/vitals.json', (json) => {
      const tab = (json.tabs as Record<string, unknown>[])[2]!;
      tab.label = 'Body Temperature';
      const [series] = tab.series as Record<string, unknown>[];
      Object.assign(series!, { label: 'Oral', unit: 'degrees' });
    });
    expect(chartTab(configs, 'vitals', 189)).toMatchObject({
      label: 'Body Temperature',
      series: [{ field: 'temperature', label: 'Oral', unit: 'degrees', value_kind: 'decimal' }],
    });
  });
});
