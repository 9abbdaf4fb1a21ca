import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { forgetUserData } from '../forgetUserData';
import { rootReducer } from '../../state/rootReducer';
import type { QueuedWrite } from './queuedWrite';

/** The signed-in person's writes waiting on this device, as the page shows them. */
export interface OutboxState {
  writes: QueuedWrite[];
  /** Keys the server confirmed since this page opened: a page that waited on one hears it. */
  sent: string[];
}

const initialState: OutboxState = { writes: [], sent: [] };

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    writesRead(state, action: PayloadAction<QueuedWrite[]>) {
      state.writes = action.payload;
    },
    writeQueued(state, action: PayloadAction<QueuedWrite>) {
      state.writes = [
        ...state.writes.filter(({ key }) => key !== action.payload.key),
        action.payload,
      ];
    },
    writeSent(state, action: PayloadAction<string>) {
      state.writes = state.writes.filter(({ key }) => key !== action.payload);
      state.sent.push(action.payload);
    },
    writeRefused(state, action: PayloadAction<{ key: string; refusal: string }>) {
      const write = state.writes.find(({ key }) => key === action.payload.key);
      if (write) write.refusal = action.payload.refusal;
    },
    writeDropped(state, action: PayloadAction<string>) {
      state.writes = state.writes.filter(({ key }) => key !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // Another person's writes are never shown: the list is read again for whoever signs in.
    builder.addCase(forgetUserData, () => initialState);
  },
  selectors: {
    selectWaitingWrites: (state) => state.writes,
    selectSentKeys: (state) => state.sent,
  },
});

declare module '../../state/rootReducer' {
  interface LazyLoadedSlices {
    outbox: OutboxState;
  }
}

const injected = outboxSlice.injectInto(rootReducer);

export const { writesRead, writeQueued, writeSent, writeRefused, writeDropped } =
  outboxSlice.actions;
export const { selectWaitingWrites, selectSentKeys } = injected.selectors;
