import { lazy, Suspense } from 'react';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import { referenceFor, type Sex } from '../../../shared/profile-config/referenceFor';
import { TabChartPanel } from '../chart/TabChartPanel';
import { TestFacts } from '../chart/TestFacts';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { engineStateTexts, whoseData } from '../engineTexts';
import { useReadSubject } from '../subject/readSubject';
import { useWaitingReadings } from '../waiting/useWaitingReadings';
import { WaitingWrites } from '../waiting/WaitingWrites';

// Tables of records (the medical profile) load with the profiles that have them.
const TabTablePanel = lazy(() =>
  import('../table/TabTablePanel').then((module) => ({ default: module.TabTablePanel })),
);

export interface TabPanelProps {
  profile: Pick<ProfileListEntry, 'dataset_set' | 'facts'>;
  tab: ProfileTab;
  range: DateRange;
  recordDate: RecordDate;
  pin?: string | undefined;
  onPinRefused?: (() => void) | undefined;
  /** The signed-in person's sex: a reference band given per sex is drawn for theirs. */
  sex?: Sex | undefined;
}

/** The active tab's content, by the view its config declares: a chart or a table. */
/** The tab's readings still waiting on this device, each marked, under its chart or table. */
function TabWaitingReadings({ datasetId, shown }: { datasetId: number; shown: boolean }) {
  const waiting = useWaitingReadings(datasetId, shown);
  return <WaitingWrites writes={waiting} />;
}

export function TabPanel({
  profile,
  tab,
  range,
  recordDate,
  pin,
  onPinRefused,
  sex,
}: TabPanelProps) {
  const subject = useReadSubject();
  const ownUnpinned = subject === undefined && pin === undefined;
  if (isTableTab(tab)) {
    const dataset = profile.dataset_set.find((candidate) => candidate.id === tab.dataset);
    if (!dataset) return null;
    return (
      <Suspense
        fallback={<LoadingState label={engineStateTexts.tableLoading(whoseData(subject?.name))} />}
      >
        <TabTablePanel
          tab={tab}
          dataset={dataset}
          range={range}
          recordDate={recordDate}
          pin={pin}
          {...(onPinRefused ? { onPinRefused } : {})}
        />
        <TabWaitingReadings datasetId={tab.dataset} shown={ownUnpinned} />
      </Suspense>
    );
  }
  const reference = referenceFor(tab.reference, sex);
  const { reference: _general, ...chartTab } = tab;
  const series = tab.series.map(({ reference: seriesReference, ...line }) => {
    const forSex = referenceFor(seriesReference, sex);
    return forSex ? { ...line, reference: forSex } : line;
  });
  const dataset = profile.dataset_set.find((candidate) => candidate.id === tab.dataset);
  return (
    <>
      <TabChartPanel
        tab={reference ? { ...chartTab, series, reference } : { ...chartTab, series }}
        range={range}
        pin={pin}
        dateField={recordDate.field}
        onPinRefused={onPinRefused}
      />
      <TabWaitingReadings datasetId={tab.dataset} shown={ownUnpinned} />
      {dataset ? <TestFacts dataset={dataset} facts={profile.facts} interval={reference} /> : null}
    </>
  );
}
