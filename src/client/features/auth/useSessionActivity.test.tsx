import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import {
  INACTIVITY_TIMEOUT_MS,
  SESSION_RENEW_INTERVAL_MS,
} from '../../../shared/session/sessionConstants';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { QUIET_ACTIVITY_EVENT, quietActivity } from '../../account/keepSessionAlive';
import type { SessionMessage } from '../../account/sessionChannel';
import { ACTIVITY_EVENTS } from './useSessionActivity';

const minute = 60_000;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = mockApi({
    '/v2/user/logout/': { body: { status: 'success' } },
    [accountEndpoints.sessionActivity]: { body: { status: 'success', message: 'ok' } },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openDashboard() {
  const app = renderApp('/dashboard', testUser);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  return app;
}

describe('inactivity sign-out', () => {
  it('is one hour', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(3_600_000);
  });

  it('signs the user out and opens /login after one hour without activity', async () => {
    const { store, router } = await openDashboard();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS - minute));
    expect(store.getState().session.user).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(minute));
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it.each(ACTIVITY_EVENTS)('restarts the hour on %s', async (type) => {
    const { store } = await openDashboard();
    await act(() => vi.advanceTimersByTimeAsync(50 * minute));
    fireEvent(type === 'load' ? window : document.body, new Event(type, { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(50 * minute));
    expect(store.getState().session.user).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(10 * minute));
    expect(store.getState().session.user).toBeNull();
  });

  it('does not run for a visitor who is not signed in', async () => {
    const { router } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    await act(() => vi.advanceTimersByTimeAsync(2 * INACTIVITY_TIMEOUT_MS));
    expect(router.location.pathname).toBe('/terms-and-conditions');
  });
});

describe('the server hears of activity', () => {
  const renewals = () => api.callsTo(accountEndpoints.sessionActivity);

  it('at most once a minute, however much the person does', async () => {
    await openDashboard();
    expect(SESSION_RENEW_INTERVAL_MS).toBe(minute);
    for (let second = 0; second < 150; second += 5) {
      fireEvent.mouseMove(document.body);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
    }
    // Two and a half minutes of moves: a renewal at the first minute and at the second.
    await waitFor(() => expect(renewals()).toHaveLength(2));
    expect(renewals()[0]?.authorization).toBe(`Motus ${testUser.token}`);
  });

  it('not at all while the person is idle', async () => {
    await openDashboard();
    await act(() => vi.advanceTimersByTimeAsync(30 * minute));
    expect(renewals()).toHaveLength(0);
  });

  it('while a workout or a call runs without a touch, and the hour does not run out', async () => {
    const { store } = await openDashboard();
    const timer = setInterval(
      () => quietActivity.dispatchEvent(new Event(QUIET_ACTIVITY_EVENT)),
      minute / 2,
    );
    await act(() => vi.advanceTimersByTimeAsync(90 * minute));
    clearInterval(timer);
    expect(store.getState().session.user).not.toBeNull();
    expect(renewals().length).toBeGreaterThanOrEqual(80);
  });
});

describe('the other tabs of the browser', () => {
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    otherTab = new BroadcastChannel('motus-session');
  });
  afterEach(() => otherTab.close());
  const tell = async (message: SessionMessage) => {
    otherTab.postMessage(message);
    await act(() => vi.advanceTimersByTimeAsync(50));
  };

  it('keep this tab signed in while the person is active in one of them', async () => {
    const { store } = await openDashboard();
    await act(() => vi.advanceTimersByTimeAsync(50 * minute));
    await tell({ kind: 'active' });
    await act(() => vi.advanceTimersByTimeAsync(50 * minute));
    expect(store.getState().session.user).not.toBeNull();
    // The tab that saw the activity renewed the session; this one does not repeat it.
    expect(api.callsTo(accountEndpoints.sessionActivity)).toHaveLength(0);
  });

  it('sign this tab out when one of them logs out', async () => {
    const { store, router } = await openDashboard();
    await tell({ kind: 'signed-out', reason: 'logout' });
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('hear of this tab logging out', async () => {
    const heard: SessionMessage[] = [];
    otherTab.addEventListener('message', (event: MessageEvent<SessionMessage>) =>
      heard.push(event.data),
    );
    await openDashboard();
    fireEvent.click(screen.getByRole('button', { name: /log ?out/i }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(heard).toContainEqual({ kind: 'signed-out', reason: 'logout' }));
  });
});
