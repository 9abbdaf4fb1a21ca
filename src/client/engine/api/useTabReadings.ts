import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { showToast } from '../../ui/feedback/toasts';
import { useFirstPagePainted } from '../../ui/timing/useFirstPagePainted';
import { useReadSubject } from '../subject/readSubject';
import { useReadTabQuery, type ReadTabArgs, type TabReadings, type TabSubject } from './readTabApi';
import { tabReadFailure } from './tabReadFailure';
import { useWaitingReadings } from '../waiting/useWaitingReadings';

/** What a tab's panel draws from: the readings, and where their read stands. */
export interface TabReadingsState {
  currentData: TabReadings | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface TabReadingsOptions {
  /** Readings in hand (a passcode link's file): shown as they are, nothing is read. */
  held?: readonly ReadRecord[] | undefined;
  /** The accepted secure pin, on a pin-gated profile. */
  pin?: string | undefined;
  /** Per series, for a chart: the server thins a longer series. */
  maxPoints?: number;
  /** The page's pin was refused: the pin gate asks for it again. */
  onPinRefused?: (() => void) | undefined;
  /** Read afresh whenever the caller mounts, not from a minute-old entry. */
  refetchOnMount?: boolean;
  /** The profile's date field, by which a reading still waiting on the device joins the range. */
  dateField?: string;
}

const nothingToRefetch = () => undefined;

/**
 * A tab's readings for a range, whoever's they are: those in hand, or else a patient's under
 * the page's subject (with patient_id, no pin), or else the person's own, with the accepted
 * pin on a pin-gated profile. The read starts after the page's first paint; a failed one is
 * put into the page's words by tabReadFailure, and raised here.
 */
export function useTabReadings(
  tab: ProfileTab,
  range: DateRange,
  {
    held,
    pin,
    maxPoints,
    onPinRefused,
    refetchOnMount = false,
    dateField = 'created_on',
  }: TabReadingsOptions = {},
): TabReadingsState {
  const page = useReadSubject();
  const subject = useMemo<TabSubject>(() => {
    if (held) return { kind: 'held', records: held };
    if (page) return { kind: 'patient', patientId: page.patientId };
    return pin === undefined ? { kind: 'own' } : { kind: 'own', pin };
  }, [held, page, pin]);
  const painted = useFirstPagePainted();
  const { read: path, read_method: method, list, dataset: datasetId } = tab;
  const args = useMemo<ReadTabArgs | undefined>(
    () =>
      subject.kind === 'held'
        ? undefined
        : {
            path,
            method,
            list,
            datasetId,
            range,
            ...(maxPoints === undefined ? {} : { maxPoints }),
            subject,
          },
    [path, method, list, datasetId, range, maxPoints, subject],
  );
  const read = useReadTabQuery(painted && args ? args : skipToken, {
    refetchOnMountOrArgChange: refetchOnMount,
  });

  // A failure already in the cache when this read came to be shown was raised when it
  // happened: only the failures of requests made since are.
  const shownRead = painted && args ? JSON.stringify(args) : undefined;
  const [watched, setWatched] = useState({ shownRead, staleRequest: staleRequestOf(read) });
  if (watched.shownRead !== shownRead) {
    setWatched({ shownRead, staleRequest: staleRequestOf(read) });
  }
  const failure =
    shownRead && read.isError && read.requestId !== watched.staleRequest ? read.error : undefined;
  const raise = useEffectEvent((error: NonNullable<typeof failure>) => {
    if (args === undefined) return;
    const { logged, toast, tells } = tabReadFailure(error, tab, args.subject);
    if (logged) console.error(`Reading ${path} failed`, error);
    if (toast) showToast('warning', toast.text, { toastId: toast.toastId });
    if (tells === 'pin-gate') onPinRefused?.();
    if (tells === 'subject-page') page?.onRefused();
  });
  useEffect(() => {
    if (failure !== undefined) raise(failure);
  }, [failure]);

  // The person's own readings still waiting on this device are shown with the rest
  // (docs/product.md#working-offline); a pin-gated reading never waits there.
  const waiting = useWaitingReadings(datasetId, subject.kind === 'own' && pin === undefined);
  const withWaiting = useMemo(() => {
    const shown = waiting
      .map((write) => write.body as ReadRecord)
      .filter((record) => inRange(record, dateField, range));
    if (shown.length === 0) return read.currentData;
    return { ...read.currentData, records: [...(read.currentData?.records ?? []), ...shown] };
  }, [waiting, read.currentData, dateField, range]);

  const heldReadings = useMemo(() => (held ? { records: [...held] } : undefined), [held]);
  if (heldReadings) {
    return {
      currentData: heldReadings,
      isFetching: false,
      isError: false,
      refetch: nothingToRefetch,
    };
  }
  const { isFetching, isError, refetch } = read;
  return { currentData: withWaiting, isFetching, isError, refetch };
}

/** Whether a record's date (yyyy-MM-dd, with a time or not) lies in the range. */
const inRange = (record: ReadRecord, dateField: string, { date_from, date_to }: DateRange) => {
  const day = String(record[dateField] ?? '').slice(0, 10);
  return day >= date_from && day <= date_to;
};

function staleRequestOf(read: { isError: boolean; requestId?: string | undefined }) {
  return read.isError ? read.requestId : undefined;
}
