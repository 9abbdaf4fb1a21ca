import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import { DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import type { DateRange } from '../../../shared/dates/dateRanges';
import { TabChartPanel } from '../../engine/chart/TabChartPanel';
import { TabTablePanel } from '../../engine/table/TabTablePanel';
import { ProfileTabs } from '../../engine/tabs/ProfileTabs';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { dayText } from '../../../shared/dates/displayedDates';
import type { SharedBundle } from './sharedBundle';
import { sharedAreas, type SharedAreaViews } from './sharedAreas';
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

/** One area's datasets as a row of tabs, as the app shows a profile's. */
function AreaTabs({ group, label }: { group: SharedAreaViews; label: string }) {
  const [active, setActive] = useState(0);
  const view = group.views[active] ?? group.views[0];
  if (!view) return null;
  return (
    <ProfileTabs
      labels={group.views.map((candidate) => candidate.tab.label)}
      activeIndex={active}
      onSelect={setActive}
      label={label}
    >
      <ViewPanel key={view.key} view={view} />
    </ProfileTabs>
  );
}

/** When the copy was made, in the reader's clock: yyyy-MM-dd HH:mm. */
function madeAtText(madeAt: string | undefined): string | undefined {
  if (madeAt === undefined) return undefined;
  const when = DateTime.fromISO(madeAt);
  return when.isValid ? when.toFormat(DATE_TIME_FORMAT) : undefined;
}

/**
 * A link's data, read-only, through the profile engine's own chart and table panels: the
 * areas (profiles) it holds, each with one tab per dataset, titled as Motus names them.
 */
export function SharedBundleView({ shared }: SharedBundleViewProps) {
  const [activeArea, setActiveArea] = useState(0);
  const { patient, views } = shared;
  const areas = useMemo(() => sharedAreas(views), [views]);
  const group = areas[activeArea] ?? areas[0];
  const madeAt = madeAtText(shared.madeAt);

  function content() {
    if (!group) {
      return (
        <EmptyState title={sharedViewerTexts.emptyTitle} message={sharedViewerTexts.emptyMessage} />
      );
    }
    // Each area keeps its own active tab: a new area starts at its first.
    if (areas.length === 1) return <AreaTabs group={group} label={sharedViewerTexts.tabsLabel} />;
    const tabs = (
      <AreaTabs
        key={group.area.id}
        group={group}
        label={sharedViewerTexts.areaTabsLabel(group.area.title)}
      />
    );
    return (
      <ProfileTabs
        labels={areas.map((candidate) => candidate.area.title)}
        activeIndex={activeArea}
        onSelect={setActiveArea}
        label={sharedViewerTexts.areasLabel}
      >
        {tabs}
      </ProfileTabs>
    );
  }

  return (
    <div className="shared-viewer__data">
      <div className="shared-viewer__patient">
        <h2 className="shared-viewer__patient-name">{patient.name ?? sharedViewerTexts.someone}</h2>
        {patient.birthDate ? (
          <p className="shared-viewer__patient-birth">
            {sharedViewerTexts.born(dayText(patient.birthDate))}
          </p>
        ) : null}
        {madeAt ? (
          <p className="shared-viewer__made-at">{sharedViewerTexts.copyMade(madeAt)}</p>
        ) : null}
      </div>
      {content()}
    </div>
  );
}
