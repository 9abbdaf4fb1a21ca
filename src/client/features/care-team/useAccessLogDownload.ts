import { useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { todayIso } from '../../../shared/dates/dateRanges';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { useAppDispatch } from '../../state/hooks';
import type { AccessLogReaders } from '../../../shared/api/careTeamParameters';
import { accessLogApi, type AccessLogPeriod } from './accessLogApi';
import { accessLogCsv, accessLogFileName } from './accessLogCsv';
import type { AreaTitles } from '../../../shared/accessLog/accessLogColumns';
import { collectAccessLog } from './collectAccessLog';
import { saveFile } from './saveFile';
import { sharingTexts } from './sharingTexts';

export interface AccessLogDownload {
  busy: boolean;
  /** What the download is doing or did, for a polite live region. */
  status: string;
  start: () => void;
}

/** "Download CSV": every page of the period and readers shown, asked anew, saved as one file. */
export function useAccessLogDownload(
  period: AccessLogPeriod,
  readers: AccessLogReaders,
  titles: AreaTitles,
): AccessLogDownload {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function download() {
    setBusy(true);
    try {
      const rows = await collectAccessLog(
        (page) =>
          dispatch(
            accessLogApi.endpoints.accessLog.initiate(
              { period, readers, page },
              { subscribe: false, forceRefetch: true },
            ),
          ).unwrap(),
        (page, pages) => setStatus(sharingTexts.downloading(page, pages)),
      );
      saveFile(
        new Blob([accessLogCsv(rows, titles)], { type: 'text/csv;charset=utf-8' }),
        accessLogFileName(todayIso()),
      );
      setStatus(sharingTexts.downloaded(rows.length));
    } catch {
      setStatus('');
      showToast('error', careTeamMessages.accessLogFailed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, status, start: () => void download() };
}
