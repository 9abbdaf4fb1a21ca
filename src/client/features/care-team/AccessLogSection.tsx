import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useProfileList } from '../../engine/api/useProfileList';
import type { AccessLogReaders } from '../../../shared/api/careTeamParameters';
import { DEFAULT_LOG_READERS, useAccessLogQuery, type AccessLogPeriod } from './accessLogApi';
import { AccessLogFilter } from './AccessLogFilter';
import { AccessLogPager } from './AccessLogPager';
import { AccessLogTable } from './AccessLogTable';
import { areaTitles } from './areaTitles';
import { sharingTexts } from './sharingTexts';
import { useAccessLogDownload } from './useAccessLogDownload';

/** "Who has seen your data": the access log, a page at a time, for a chosen period. */
export function AccessLogSection() {
  const headingId = useId();
  const [period, setPeriod] = useState<AccessLogPeriod>({ dateFrom: '', dateTo: '' });
  const [readers, setReaders] = useState<AccessLogReaders>(DEFAULT_LOG_READERS);
  const [page, setPage] = useState(1);
  // A log is read for what happened lately: never shown from an earlier visit's cache.
  const log = useAccessLogQuery({ period, readers, page }, { refetchOnMountOrArgChange: true });
  const { profiles } = useProfileList();
  const titles = useMemo(() => areaTitles(profiles ?? []), [profiles]);
  const download = useAccessLogDownload(period, readers, titles);
  // The page asked for, not the last one shown: a page from another period is never shown.
  const shown = log.currentData;

  function content() {
    if (log.isError) {
      return (
        <ErrorState
          title={sharingTexts.logFailed}
          message={sharingTexts.checkConnection}
          onRetry={() => void log.refetch()}
        />
      );
    }
    if (!shown) return <LoadingState label={sharingTexts.logLoading} />;
    if (shown.result.length === 0) {
      return <EmptyState title={sharingTexts.logEmpty} message={sharingTexts.logEmptyHint} />;
    }
    return (
      <>
        <AccessLogTable rows={shown.result} titles={titles} />
        {shown.pages > 1 ? (
          <AccessLogPager page={shown.page} pages={shown.pages} onPage={setPage} />
        ) : null}
      </>
    );
  }

  return (
    <section className="sharing__section access-log" aria-labelledby={headingId}>
      <div className="access-log__header">
        <h2 className="sharing__title" id={headingId}>
          {sharingTexts.logTitle}
        </h2>
        <Button
          variant="secondary"
          loading={download.busy}
          disabled={!shown || shown.result.length === 0}
          onClick={download.start}
        >
          {sharingTexts.downloadCsv}
        </Button>
      </div>
      <p className="access-log__status" role="status">
        {download.status}
      </p>
      <AccessLogFilter
        period={period}
        onApply={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        readers={readers}
        onReaders={(next) => {
          setReaders(next);
          setPage(1);
        }}
      />
      {content()}
    </section>
  );
}
