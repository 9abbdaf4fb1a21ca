import { Fragment } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { ProfileTableTab } from '../../../shared/profile-config/tabSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useTabReadings } from '../api/useTabReadings';
import { useReadSubject } from '../subject/readSubject';
import { engineStateTexts, whoseData } from '../engineTexts';
import { recordCellText } from './recordCellText';
import { recordTableRows } from './recordTableRows';
import { tableTexts } from './tableTexts';
import { DataTable } from '../../ui/layout/DataTable';
import './TabTablePanel.css';

export interface TabTablePanelProps {
  tab: ProfileTableTab;
  /** The dataset the tab shows: its elements are the columns. */
  dataset: ProfileDataset;
  range: DateRange;
  recordDate: RecordDate;
  /** The accepted secure pin, on a pin-gated profile. */
  pin?: string | undefined;
  /** The server stopped accepting the pin (reset elsewhere, or locked): ask for it again. */
  onPinRefused?: () => void;
  /**
   * Records already in hand, shown read-only instead of reading the tab's API (a shared
   * link's file, decrypted in the browser).
   */
  records?: readonly ReadRecord[] | undefined;
}

/**
 * One tab's records for the range as a table (docs/product.md#medical: the data under the heading of the
 * active tab), newest first, one column per element of the dataset. On a phone each record
 * becomes a card of label–value lines, since seven columns do not fit its width.
 */
export function TabTablePanel({
  tab,
  dataset,
  range,
  recordDate,
  pin,
  onPinRefused,
  records,
}: TabTablePanelProps) {
  const { currentData, isFetching, isError, refetch } = useTabReadings(tab, range, {
    held: records,
    pin,
    onPinRefused,
    dateField: recordDate.field,
  });
  const subject = useReadSubject();
  const readOnly = subject !== undefined || records !== undefined;
  const whose = whoseData(subject?.name);
  const elements = dataset.structure.elements;

  function body() {
    if (isError) {
      return (
        <ErrorState
          title={engineStateTexts.tableFailed}
          message={engineStateTexts.chartFailedHint}
          onRetry={() => void refetch()}
        />
      );
    }
    if (!currentData) return <LoadingState label={engineStateTexts.tableLoading(whose)} />;
    const rows = recordTableRows(currentData.records, recordDate.field);
    if (rows.length === 0) {
      return (
        <EmptyState
          title={readOnly ? engineStateTexts.emptyReadOnly : engineStateTexts.emptyTable}
        />
      );
    }
    return (
      <DataTable
        className="record-table"
        caption={tableTexts.caption(tab.label)}
        columns={[
          tableTexts.dateColumn,
          ...elements.map((element) => (
            <Fragment key={element.name}>
              {element.ui_name}
              {element.unit ? <span className="record-table__unit"> ({element.unit})</span> : null}
            </Fragment>
          )),
        ]}
      >
        {rows.map((record, index) => (
          <tr key={record.id ?? index}>
            <th scope="row" data-label={tableTexts.dateColumn}>
              {String(record[recordDate.field] ?? '')}
            </th>
            {elements.map((element) => (
              <td key={element.name} data-label={element.ui_name} data-kind={element.value_type}>
                {recordCellText(element, record[storedNameOf(element)])}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <section className="tab-table" aria-busy={isFetching || undefined} aria-label={tab.label}>
      <h3 className="tab-table__heading">{tab.label}</h3>
      {body()}
    </section>
  );
}
