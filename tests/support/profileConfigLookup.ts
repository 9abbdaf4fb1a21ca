import type {
  ProfileConfig,
  ProfileDataset,
  ProfileTab,
} from '../../src/shared/profile-config/profileConfigSchema';
import { writePathOf } from '../../src/shared/profile-config/writePathOf';

export interface DatasetInConfig {
  config: ProfileConfig;
  dataset: ProfileDataset;
  tab: ProfileTab;
  writePath: string;
}

/** Finds a dataset, its config, the tab charting it and its write path among loaded configs. */
export function datasetById(configs: readonly ProfileConfig[], datasetId: number): DatasetInConfig {
  for (const config of configs) {
    const dataset = config.datasets.find((candidate) => candidate.id === datasetId);
    const tab = config.tabs.find((candidate) => candidate.dataset === datasetId);
    if (dataset && tab) return { config, dataset, tab, writePath: writePathOf(config, dataset) };
  }
  throw new Error(`No dataset ${datasetId} with a tab in the configs`);
}
