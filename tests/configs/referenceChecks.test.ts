import { describe, expect, it } from 'vitest';
import { ProfileConfigError } from '../../src/shared/profile-config/profileConfigError';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileChartTab } from '../../src/shared/profile-config/tabSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

const VITALS = 'profile-configs/vitals.json';

/** The problems the shipped configs have after one change to the Vitals config. */
function problemsAfterVitals(change: (config: ProfileConfig) => void): string[] {
  const files = shippedConfigFiles().map(({ file, json }) => {
    if (file === VITALS) change(json as ProfileConfig);
    return { file, json };
  });
  try {
    validateProfileConfigs(files);
  } catch (error) {
    if (error instanceof ProfileConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

const datasetOf = (config: ProfileConfig, id: number) => {
  const dataset = config.datasets.find((candidate) => candidate.id === id);
  if (dataset === undefined) throw new Error(`No dataset ${id}`);
  return dataset;
};
const at = (config: ProfileConfig, id: number) =>
  `datasets[${config.datasets.findIndex((candidate) => candidate.id === id)}]`;

describe('typical intervals in the configs: where they live and what they say', () => {
  it('refuses a dataset-wide interval on a blood pressure of two values', () => {
    let place = '';
    const problems = problemsAfterVitals((config) => {
      datasetOf(config, 188).reference = { low: 90, high: 119 };
      place = at(config, 188);
    });
    expect(problems).toEqual([
      `${VITALS}: ${place}.reference: a dataset of several values gives each element its own reference instead`,
    ]);
  });

  it('refuses an element interval in a dataset of one value, and critical limits inside the interval', () => {
    let place = '';
    const problems = problemsAfterVitals((config) => {
      const temperature = datasetOf(config, 189);
      const element = temperature.structure.elements[0];
      if (element === undefined) throw new Error('Temperature has no element');
      element.reference = { low: 36.1, high: 37.2 };
      temperature.reference = { low: 36.1, high: 37.2, critical: { low: 36.5 } };
      place = at(config, 189);
    });
    expect(problems).toEqual([
      `${VITALS}: ${place}.reference.critical.low: 36.5 is inside the interval: it must lie below low`,
      `${VITALS}: ${place}.structure.elements[0].reference: goes on the dataset when it holds one value: the dataset's reference`,
    ]);
  });

  it("refuses a chart's band that is not the interval its readings are judged against", () => {
    let tabAt = '';
    const problems = problemsAfterVitals((config) => {
      const t = config.tabs.findIndex((tab) => tab.dataset === 188);
      const tab = config.tabs[t] as ProfileChartTab;
      const systolic = tab.series[0];
      if (systolic === undefined) throw new Error('No systolic series');
      systolic.reference = { low: 90, high: 139 };
      tabAt = `tabs[${t}]`;
    });
    expect(problems).toEqual([
      `${VITALS}: ${tabAt}.series[0].reference: is not the reference of element systolic_value`,
    ]);
  });

  it('refuses an element named as a reading keeps its judgement', () => {
    let place = '';
    const problems = problemsAfterVitals((config) => {
      const element = datasetOf(config, 190).structure.elements[0];
      if (element === undefined) throw new Error('Input/Output has no element');
      element.name = 'input_reference_flag';
      place = at(config, 190);
    });
    expect(problems).toContain(
      `${VITALS}: ${place}.structure.elements[0].name: a name ending in _reference_flag is where a reading keeps its judgement`,
    );
  });
});
