import { useMemo } from 'react';
import type { ReadRecord } from '../../../shared/api/readingContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import type { TabReadings } from './readTabApi';
import { useTabReadings } from './useTabReadings';

/** What a tab's panel draws from: the readings, and where their read stands. */
export interface PanelReadings {
  currentData: TabReadings | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const nothingToRefetch = () => undefined;

/**
 * A panel's readings: the ones it was given (a shared link's file, decrypted in the browser:
 * there is no API to read them from), or else its tab's read for the range.
 */
export function usePanelReadings(
  tab: ProfileTab,
  range: DateRange,
  options: {
    held?: readonly ReadRecord[] | undefined;
    pin?: string | undefined;
    maxPoints?: number;
    onPinRefused?: (() => void) | undefined;
  },
): PanelReadings {
  const { held, ...readOptions } = options;
  const read = useTabReadings(tab, range, { ...readOptions, skip: held !== undefined });
  const heldData = useMemo(() => (held ? { records: [...held] } : undefined), [held]);
  if (heldData) {
    return { currentData: heldData, isFetching: false, isError: false, refetch: nothingToRefetch };
  }
  const { currentData, isFetching, isError, refetch } = read;
  return { currentData, isFetching, isError, refetch };
}
