import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { preloadableLazy } from '../../ui/lazy/preloadableLazy';
import { useCodeLoaded } from '../../ui/lazy/useCodeLoaded';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useTabReadings } from '../api/useTabReadings';
import { useReadSubject } from '../subject/readSubject';
import { engineStateTexts, whoseData } from '../engineTexts';
import { ChartLegend } from './ChartLegend';
import { ReadingsTable } from './ReadingsTable';
import { chartTexts } from './chartTexts';
import { MAX_POINTS_PER_SERIES } from './chartDensity';
import { chartSeriesOf, pointCount, seriesByUnit } from './chartSeries';
import { useElementWidth } from './useElementWidth';
import './TabChartPanel.css';

// The chart library loads with the first chart panel, not with the app: fetched as the panel
// asks for its readings (after the page's first paint), so the chart draws as soon as both
// are here.
const TabChart = preloadableLazy(() => import('./TabChart').then((module) => module.default));

const CHART_HEIGHT = 340;
const PHONE_CHART_HEIGHT = 280;
const PHONE_WIDTH = 480;

export interface TabChartPanelProps {
  tab: ProfileChartTab;
  range: DateRange;
  /** The accepted secure pin, on a pin-gated profile. */
  pin?: string | undefined;
  /** The name of a record's date in the reply: created_on unless the profile names another. */
  dateField?: string;
  /** The page's pin was refused (reset or locked since): the page asks for it again. */
  onPinRefused?: (() => void) | undefined;
  /**
   * Readings already in hand, shown read-only instead of reading the tab's API (a shared
   * link's file, decrypted in the browser).
   */
  records?: readonly ReadRecord[] | undefined;
}

/** One tab's readings for the range: loading, failure, empty, or the chart and its legend. */
export function TabChartPanel({
  tab,
  range,
  pin,
  dateField,
  onPinRefused,
  records,
}: TabChartPanelProps) {
  const [frameRef, width] = useElementWidth<HTMLDivElement>(720);
  const reading = useTabReadings(tab, range, {
    held: records,
    pin,
    maxPoints: MAX_POINTS_PER_SERIES,
    onPinRefused,
    ...(dateField === undefined ? {} : { dateField }),
  });
  const subject = useReadSubject();
  const readOnly = subject !== undefined || records !== undefined;
  const whose = whoseData(subject?.name);
  const chartCodeLoaded = useCodeLoaded(TabChart, { start: useFirstPagePainted() });
  const { isFetching, isError, refetch } = reading;
  // The panel's first chart is drawn in a render React may pause, so the page's first data
  // does not hold it in one long task while it loads. A range switch after that draws at
  // once: the person is waiting for that chart, and pausing made it arrive later.
  const [drawnBefore, setDrawnBefore] = useState(false);
  const deferredData = useDeferredValue(reading.currentData);
  const currentData = drawnBefore ? reading.currentData : deferredData;
  useEffect(() => {
    if (currentData) setDrawnBefore(true);
  }, [currentData]);
  const series = useMemo(
    () => (currentData ? chartSeriesOf(tab, currentData.records, dateField) : []),
    [currentData, tab, dateField],
  );
  // Each unit on its own axis: kilograms beside metres would flatten the metres to nothing.
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const unitGroups = useMemo(
    () =>
      seriesByUnit(series.filter((line) => !hiddenIds.has(line.id))).filter(
        (group) => pointCount(group) > 0,
      ),
    [series, hiddenIds],
  );

  function toggleSeries(id: string) {
    setHiddenIds((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }
  const height = width !== undefined && width < PHONE_WIDTH ? PHONE_CHART_HEIGHT : CHART_HEIGHT;

  function body() {
    if (isError) {
      return (
        <ErrorState
          title={engineStateTexts.chartFailed}
          message={engineStateTexts.chartFailedHint}
          onRetry={() => void refetch()}
        />
      );
    }
    // Until the panel's width is known (a frame, on the page's first chart) nothing is drawn
    // at a width the chart does not have; nor before the chart's code is here.
    if (!currentData || width === undefined || !chartCodeLoaded) {
      return <LoadingState label={engineStateTexts.chartLoading(whose)} />;
    }
    if (pointCount(series) === 0) {
      return (
        <EmptyState
          title={readOnly ? engineStateTexts.emptyReadOnly : engineStateTexts.emptyChart}
        />
      );
    }
    const loading = (
      <div className="tab-chart__placeholder" style={{ height }}>
        <LoadingState label={engineStateTexts.chartLoading(whose)} />
      </div>
    );
    return (
      <>
        <Suspense fallback={loading}>
          <div className="tab-chart__charts">
            {unitGroups.map((group) => (
              <TabChart
                key={group[0]?.id}
                tab={tab}
                series={group}
                range={range}
                width={width}
                height={unitGroups.length > 1 ? Math.round(height * 0.8) : height}
                // One band per tab: it belongs with a single chart, not repeated across units.
                showReference={unitGroups.length === 1}
              />
            ))}
          </div>
        </Suspense>
        <ChartLegend
          series={series}
          reference={tab.reference}
          hiddenIds={hiddenIds}
          onToggle={toggleSeries}
          outOfRange={series.some((line) => line.data.some((point) => point.flag))}
        />
        <ReadingsTable caption={chartTexts.tableCaption(tab.label)} series={series} />
        {currentData.downsampled ? (
          <p className="tab-chart__note">
            {chartTexts.downsampled(
              currentData.downsampled.total,
              currentData.downsampled.max_points,
            )}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div ref={frameRef} className="tab-chart" aria-busy={isFetching || undefined}>
      {body()}
    </div>
  );
}
