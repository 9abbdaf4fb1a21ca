import { useMemo, useState } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import { TabChartPanel } from '../../engine/chart/TabChartPanel';
import { TabTablePanel } from '../../engine/table/TabTablePanel';
import { ProfileTabs } from '../../engine/tabs/ProfileTabs';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { dayText } from '../../../shared/dates/displayedDates';
import type { SharedBundle } from './sharedBundle';
import { SHARED_DATE_FIELD, type SharedView } from './sharedViews';
import { sharedViewerTexts } from './sharedViewerTexts';

/** The days a view's records span: the chart's time axis. */
function rangeOf(records: readonly ReadRecord[]): DateRange {
  const days = records
    .map((record) => String(record[SHARED_DATE_FIELD] ?? '').slice(0, 10))
    .filter((day) => day !== '')
    .sort();
  const first = days[0] ?? '1970-01-01';
  return { date_from: first, date_to: days.at(-1) ?? first };
}

function ViewPanel({ view }: { view: SharedView }) {
  const range = useMemo(() => rangeOf(view.records), [view.records]);
  if (view.kind === 'chart') {
    return (
      <TabChartPanel
        tab={view.tab}
        range={range}
        dateField={SHARED_DATE_FIELD}
        records={view.records}
      />
    );
  }
  return (
    <TabTablePanel
      tab={view.tab}
      dataset={view.dataset}
      range={range}
      recordDate={view.recordDate}
      records={view.records}
    />
  );
}

export interface SharedBundleViewProps {
  shared: SharedBundle;
}

/**
 * A link's data, read-only, through the profile engine's own chart and table panels: one tab
 * per dataset, titled as Motus names it.
 */
export function SharedBundleView({ shared }: SharedBundleViewProps) {
  const [active, setActive] = useState(0);
  const { patient, views } = shared;
  const view = views[active] ?? views[0];
  return (
    <div className="shared-viewer__data">
      <div className="shared-viewer__patient">
        <h2 className="shared-viewer__patient-name">{patient.name ?? sharedViewerTexts.someone}</h2>
        {patient.birthDate ? (
          <p className="shared-viewer__patient-birth">
            {sharedViewerTexts.born(dayText(patient.birthDate))}
          </p>
        ) : null}
      </div>
      {view ? (
        <ProfileTabs
          labels={views.map((candidate) => candidate.tab.label)}
          activeIndex={active}
          onSelect={setActive}
          label={sharedViewerTexts.tabsLabel}
        >
          <ViewPanel key={view.key} view={view} />
        </ProfileTabs>
      ) : (
        <EmptyState title={sharedViewerTexts.emptyTitle} message={sharedViewerTexts.emptyMessage} />
      )}
    </div>
  );
}
