import type { ReadRecord } from '../../../shared/api/readingContract';
import type { RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { ProfileChartTab, ProfileTableTab } from '../../../shared/profile-config/tabSchema';

/** The name of a record's date in the viewer's records. */
export const SHARED_DATE_FIELD = 'created_on';

/** The area (profile) a view belongs to, by the Bundle's tags: the app's grouping. */
export interface SharedArea {
  id: string;
  title: string;
}

/** One dataset of a shared Bundle drawn as a chart by the engine's chart panel. */
export interface SharedChartView {
  kind: 'chart';
  key: string;
  area?: SharedArea | undefined;
  tab: ProfileChartTab;
  records: ReadRecord[];
}

/** One dataset (or kind of medical record) of a shared Bundle as the engine's table. */
export interface SharedTableView {
  kind: 'table';
  key: string;
  area?: SharedArea | undefined;
  tab: ProfileTableTab;
  dataset: ProfileDataset;
  recordDate: RecordDate;
  records: ReadRecord[];
}

export type SharedView = SharedChartView | SharedTableView;

/** A column (or a chart's line) found in the Bundle. */
export interface SharedElement {
  name: string;
  label: string;
  kind: 'decimal' | 'text' | 'boolean' | 'date';
  unit: string;
}

/** The engine's tabs read through an API; a shared view's records are in hand, so none is named. */
export const NO_READ = { read: '', list: 'data' } as const;

/** An engine table of the given columns and records. */
export function tableView(
  key: string,
  id: number,
  title: string,
  elements: readonly SharedElement[],
  records: ReadRecord[],
  withTime: boolean,
): SharedTableView {
  return {
    kind: 'table',
    key,
    tab: { label: title, dataset: id, view: 'table', ...NO_READ },
    dataset: {
      id,
      name: title,
      post_api_name: 'shared',
      structure: {
        elements: elements.map((element) => ({
          name: element.name,
          ui_name: element.label,
          value_type: element.kind,
          unit: element.unit,
        })),
      },
    },
    recordDate: { field: SHARED_DATE_FIELD, time: withTime },
    records,
  };
}
