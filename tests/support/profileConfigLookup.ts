import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import type { ProfileChartTab } from '../../src/shared/profile-config/tabSchema';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { writePathOf } from '../../src/shared/profile-config/writePathOf';

export interface DatasetInConfig {
  config: ProfileConfig;
  dataset: ProfileDataset;
  tab: ProfileChartTab;
  writePath: string;
}

/** Finds a dataset, its config, the chart tab showing it and its write path among loaded configs. */
export function datasetById(configs: readonly ProfileConfig[], datasetId: number): DatasetInConfig {
  for (const config of configs) {
    const dataset = config.datasets.find((candidate) => candidate.id === datasetId);
    const tab = chartTabsOf(config).find((candidate) => candidate.dataset === datasetId);
    if (dataset && tab) return { config, dataset, tab, writePath: writePathOf(config, dataset) };
  }
  throw new Error(`No dataset ${datasetId} with a tab in the configs`);
}
