import type { ProfileSeries, ProfileTab } from '../profile-config/tabSchema';
import type { PageDataset, SentChartTab, SentTab } from './profileListContract';

/**
 * A tab in the profile list says only what its dataset does not: most tabs are labelled as
 * their dataset is named, and most series repeat their element's label, unit and kind (and
 * its name, the series' field, when it is the dataset's only element). The server leaves
 * those out once at start (tabAsSent); the browser puts them back once per reply
 * (tabAsWritten), so the engine sees every tab as its config writes it.
 */

type DatasetsById = ReadonlyMap<number, PageDataset>;

export function datasetsById(datasets: readonly PageDataset[]): DatasetsById {
  return new Map(datasets.map((dataset) => [dataset.id, dataset]));
}

/** The element a series shows: the one its field names, or with no field the only one. */
function elementOf(dataset: PageDataset | undefined, field: string | undefined) {
  const elements = dataset?.structure.elements ?? [];
  if (field === undefined) return elements.length === 1 ? elements[0] : undefined;
  return elements.find((element) => element.name === field);
}

export function tabAsSent(tab: ProfileTab, datasets: DatasetsById): SentTab {
  const dataset = datasets.get(tab.dataset);
  const { label, ...rest } = tab;
  const sent = label === dataset?.name ? rest : tab;
  if (!('series' in sent)) return sent;
  return {
    ...sent,
    series: sent.series.map(({ field, label: seriesLabel, unit, value_kind, ...series }) => {
      const element = elementOf(dataset, field);
      return {
        ...series,
        ...(field === elementOf(dataset, undefined)?.name ? {} : { field }),
        ...(seriesLabel === element?.ui_name ? {} : { label: seriesLabel }),
        ...(unit === element?.unit ? {} : { unit }),
        ...(value_kind === element?.value_type ? {} : { value_kind }),
      };
    }),
  };
}

export function tabAsWritten(tab: SentTab, datasets: DatasetsById): ProfileTab {
  const dataset = datasets.get(tab.dataset);
  const label = tab.label ?? dataset?.name ?? '';
  if (!('series' in tab)) return { ...tab, label };
  return { ...tab, label, series: tab.series.map((series) => seriesAsWritten(series, dataset)) };
}

function seriesAsWritten(
  series: SentChartTab['series'][number],
  dataset: PageDataset | undefined,
): ProfileSeries {
  const element = elementOf(dataset, series.field);
  const field = series.field ?? element?.name ?? '';
  const kind = element?.value_type;
  return {
    ...series,
    field,
    label: series.label ?? element?.ui_name ?? field,
    unit: series.unit ?? element?.unit ?? '',
    // Left out only where the element's type is the series' kind, so it is one of the two.
    value_kind: series.value_kind ?? (kind === 'integer' ? 'integer' : 'decimal'),
  };
}
