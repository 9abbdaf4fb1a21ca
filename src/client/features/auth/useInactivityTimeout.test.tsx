import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '../../../shared/session/sessionConstants';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { ACTIVITY_EVENTS } from './useInactivityTimeout';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockApi({ '/v2/user/logout/': { body: { status: 'success' } } });
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
