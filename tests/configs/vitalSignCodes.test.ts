import { describe, expect, it } from 'vitest';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { crossCheckProfileConfigs } from '../../src/shared/profile-config/crossCheckProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

const shipped = validateProfileConfigs(shippedConfigFiles());
const VITALS_FILE = 'profile-configs/vitals.json';

function vitals(): ProfileConfig {
  const config = shipped.find((candidate) => candidate.id === 'vitals');
  if (config === undefined) throw new Error('vitals is shipped');
  return config;
}

/** The problems of the vitals config with one dataset changed. */
function problemsWith(id: number, change: (dataset: ProfileDataset) => ProfileDataset): string[] {
  const config = vitals();
  const index = config.datasets.findIndex((dataset) => dataset.id === id);
  if (index < 0) throw new Error(`No dataset ${id} in vitals`);
  const changed = {
    ...config,
    datasets: config.datasets.map((dataset) => (dataset.id === id ? change(dataset) : dataset)),
  };
  return crossCheckProfileConfigs([{ file: VITALS_FILE, config: changed }]);
}

const datasetPath = (id: number) =>
  `datasets[${vitals().datasets.findIndex((dataset) => dataset.id === id)}]`;

const MASS_CHANGE = 193;
const RESTING_HR = 194;

// The shipped configs pass these rules: validateProfileConfigs above throws otherwise.
describe('vital-sign codes in the configs', () => {
  it('refuse a body weight code on a dataset of two elements: its Observation holds no value', () => {
    expect(problemsWith(MASS_CHANGE, (dataset) => ({ ...dataset, loinc: '29463-7' }))).toEqual([
      `${VITALS_FILE}: ${datasetPath(MASS_CHANGE)}.loinc: 29463-7 (body weight) is the code of one value: an Observation of 2 elements holds none; put it on the element that holds it`,
    ]);
  });

  it('refuse a heart rate code on an element in kg', () => {
    expect(
      problemsWith(MASS_CHANGE, (dataset) => ({
        ...dataset,
        structure: {
          elements: dataset.structure.elements.map((element, e) =>
            e === 0 ? { ...element, loinc: '8867-4' } : element,
          ),
        },
      })),
    ).toEqual([
      `${VITALS_FILE}: ${datasetPath(MASS_CHANGE)}.structure.elements[0].loinc: 8867-4 (heart rate) needs its value in /min; ucum is kg`,
    ]);
  });

  it('refuse a resting heart rate without the heart rate code its profile requires', () => {
    expect(
      problemsWith(RESTING_HR, (dataset) => ({
        ...dataset,
        structure: {
          elements: dataset.structure.elements.map(({ loinc: _loinc, ...element }) => element),
        },
      })),
    ).toEqual([
      `${VITALS_FILE}: ${datasetPath(RESTING_HR)}.loinc: 40443-4 (resting heart rate) needs 8867-4 beside it on the Observation`,
    ]);
  });

  it('refuse category vital-signs for an Observation that holds no one vital sign', () => {
    expect(
      problemsWith(MASS_CHANGE, (dataset) => ({
        ...dataset,
        fhir: { resource: 'Observation', category: 'vital-signs' },
      })),
    ).toEqual([
      `${VITALS_FILE}: ${datasetPath(MASS_CHANGE)}.fhir.category: vital-signs holds one vital sign: an Observation of 2 elements is one only as a panel (85354-9), or with fhir.per_element; else choose another category`,
    ]);
  });
});
