import { grantAreaOf } from '../../../shared/profile-config/grantArea';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';

/** What the panel needs to know of the configs, worked out once at start. */
export interface PanelDatasets {
  /** The datasets of each grant area. */
  byArea: ReadonlyMap<string, readonly number[]>;
  /** The datasets holding pain scores (elements marked pain_scale), and how to read them. */
  pain: ReadonlyMap<number, PainFields>;
  /** The datasets of laboratory results (FHIR category laboratory), whichever profile holds them. */
  laboratory: ReadonlySet<number>;
}

/**
 * A dataset's pain values: its pain_scale values' stored names, and for the dataset a run's
 * pain fills (from_runs), which of them is before the run and which after.
 */
export interface PainFields {
  scores: readonly string[];
  run?: { before: string; after: string };
}

export function panelDatasetsOf(configs: readonly ProfileConfig[]): PanelDatasets {
  const byArea = new Map<string, number[]>();
  const pain = new Map<number, PainFields>();
  const laboratory = new Set<number>();
  for (const config of configs) {
    const area = grantAreaOf(config);
    const ids = byArea.get(area) ?? [];
    for (const dataset of config.datasets) {
      if (!ids.includes(dataset.id)) ids.push(dataset.id);
      const scores = dataset.structure.elements
        .filter((element) => element.pain_scale === true)
        .map(storedNameOf);
      if (scores.length > 0) {
        pain.set(dataset.id, dataset.from_runs ? { scores, run: dataset.from_runs } : { scores });
      }
      if (dataset.fhir?.category === 'laboratory') laboratory.add(dataset.id);
    }
    byArea.set(area, ids);
  }
  return { byArea, pain, laboratory };
}

/** The datasets a patient's shared areas hold. */
export function datasetsOfAreas(datasets: PanelDatasets, areas: readonly string[]): Set<number> {
  return new Set(areas.flatMap((area) => datasets.byArea.get(area) ?? []));
}
