import type { ProfileDataset, ReferenceInterval } from './datasetSchema';
import type { ProfileConfig, WrittenProfileConfig } from './profileConfigSchema';
import type { ProfileSeries, ProfileTab, WrittenChartTab, WrittenTab } from './tabSchema';

type Band = Pick<ReferenceInterval, 'low' | 'high' | 'male' | 'female'>;

/**
 * The part of a reference interval a chart draws; none when it gives no limit (a test
 * whose note says it has no interval).
 */
function bandOf(reference: ReferenceInterval | undefined): Band | undefined {
  if (reference === undefined) return undefined;
  const { low, high, male, female } = reference;
  const band = {
    ...(low === undefined ? {} : { low }),
    ...(high === undefined ? {} : { high }),
    ...(male === undefined ? {} : { male }),
    ...(female === undefined ? {} : { female }),
  };
  return Object.keys(band).length === 0 ? undefined : band;
}

/**
 * A series with its element's label, unit, kind and band where it gives none; its element is
 * the one its field names, or with no field the dataset's only one. With no such element the
 * field stays empty, which the cross-check reports.
 */
function resolveSeries(
  series: WrittenChartTab['series'][number],
  dataset: ProfileDataset | undefined,
): ProfileSeries {
  const elements = dataset?.structure.elements ?? [];
  const onlyElement = elements.length === 1 ? elements[0] : undefined;
  const element =
    series.field === undefined
      ? onlyElement
      : elements.find((candidate) => candidate.name === series.field);
  const field = series.field ?? element?.name ?? '';
  const reference = series.reference ?? bandOf(element?.reference);
  return {
    ...series,
    field,
    label: series.label ?? element?.ui_name ?? field,
    unit: series.unit ?? element?.unit ?? '',
    // A text or date element cannot be charted: the cross-check says so, whatever kind this is.
    value_kind: series.value_kind ?? (element?.value_type === 'integer' ? 'integer' : 'decimal'),
    ...(reference === undefined ? {} : { reference }),
  };
}

/**
 * A tab with what its config leaves out taken from its dataset: its label is the dataset's
 * name, a chart's band the dataset's reference, and each series' label, unit, kind and band
 * its element's (and its field the only element's).
 */
function resolveTab(tab: WrittenTab, datasets: readonly ProfileDataset[]): ProfileTab {
  const dataset = datasets.find((candidate) => candidate.id === tab.dataset);
  const label = tab.label ?? dataset?.name ?? '';
  if (tab.view === 'table') return { ...tab, label, view: 'table' };
  const reference = tab.reference ?? bandOf(dataset?.reference);
  return {
    ...tab,
    label,
    series: tab.series.map((series) => resolveSeries(series, dataset)),
    ...(reference === undefined ? {} : { reference }),
  };
}

/** A config as loaded: every tab resolved once, so nothing downstream looks a default up. */
export function resolveTabDefaults(config: WrittenProfileConfig): ProfileConfig {
  return { ...config, tabs: config.tabs.map((tab) => resolveTab(tab, config.datasets)) };
}
