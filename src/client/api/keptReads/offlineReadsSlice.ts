import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/rootReducer';

/** What the page knows of the network (docs/product.md#working-offline). */
export interface OfflineReadsState {
  /** The last read failed for the network, and none has reached the server since. */
  offline: boolean;
  /** The oldest received-time (ISO) of the replies answered from the device in this spell. */
  oldestShownAt: string | null;
  /** When the server's last reply was received (ISO): what the page holds in memory. */
  lastReceivedAt: string | null;
}

const initialState: OfflineReadsState = {
  offline: false,
  oldestShownAt: null,
  lastReceivedAt: null,
};

export const offlineReadsSlice = createSlice({
  name: 'offlineReads',
  initialState,
  reducers: {
    /** The server answered: whatever is on screen from now on is fresh. */
    serverReplied: (state, action: PayloadAction<string>) => {
      state.offline = false;
      state.oldestShownAt = null;
      state.lastReceivedAt = action.payload;
    },
    /** A call failed for the network and nothing on the device answered it. */
    networkFailed: (state) => {
      state.offline = true;
    },
    /** A read failed for the network and the device answered with a reply received then. */
    answeredFromDevice: (state, action: PayloadAction<string>) => {
      state.offline = true;
      if (state.oldestShownAt === null || action.payload < state.oldestShownAt) {
        state.oldestShownAt = action.payload;
      }
    },
    /** The signed-in person changed: nothing of the last one's replies is shown. */
    offlineReadsForgotten: () => initialState,
  },
});

export const { serverReplied, networkFailed, answeredFromDevice, offlineReadsForgotten } =
  offlineReadsSlice.actions;

declare module '../../state/rootReducer' {
  interface LazyLoadedSlices {
    offlineReads: OfflineReadsState;
  }
}

rootReducer.inject(offlineReadsSlice);

/**
 * The moment the banner names while offline: the oldest reply answered from the device, or
 * else the server's last (the page's data was still in memory); null when online.
 */
export function selectOfflineSince(state: { offlineReads?: OfflineReadsState }): string | null {
  const reads = state.offlineReads;
  if (!reads?.offline) return null;
  return reads.oldestShownAt ?? reads.lastReceivedAt;
}
