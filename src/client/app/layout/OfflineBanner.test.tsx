import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answeredFromDevice,
  networkFailed,
  serverReplied,
} from '../../api/keptReads/offlineReadsSlice';
import { createAppStore } from '../store';
import { testUser } from '../../test/testUser';
import { OfflineBanner } from './OfflineBanner';

function renderBanner(time_zone = testUser.time_zone) {
  const store = createAppStore({ session: { user: { ...testUser, time_zone } } });
  render(
    <Provider store={store}>
      <OfflineBanner />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineBanner', () => {
  it('shows nothing while the server answers', () => {
    const store = renderBanner();
    act(() => {
      store.dispatch(serverReplied('2026-12-02T14:02:00Z'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("names the server's last reply when the page's data was still in memory", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
    const store = renderBanner();
    act(() => {
      store.dispatch(serverReplied('2026-12-02T14:02:00Z'));
    });
    act(() => {
      store.dispatch(networkFailed());
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — showing what Motus had at 14:02',
    );
  });

  it("names the oldest reply answered from the device, in the person's zone, with its day when not today", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
    const store = renderBanner('Asia/Tokyo');
    act(() => {
      store.dispatch(serverReplied('2026-12-02T15:30:00Z'));
    });
    act(() => {
      store.dispatch(answeredFromDevice('2026-12-01T09:15:00Z'));
    });
    act(() => {
      store.dispatch(answeredFromDevice('2026-12-01T05:02:00Z'));
    });
    // 05:02 UTC is 14:02 in Tokyo, on the day before Tokyo's 3 Dec.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — showing what Motus had on 1 Dec at 14:02',
    );
  });
});
