import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from './store';
import { useReadTabQuery, type ReadTabArgs } from '../engine/api/readTabApi';
import { mockApi } from '../test/fetchMock';
import { testUser } from '../test/testUser';

// No fake-indexeddb here: this device's IndexedDB refuses every open (a private window, a
// full disk), and the reads must not notice.

const VITALS_READ = '/profiles/special/get/38/';
const reading = { id: 1, created_on: '2026-12-02 09:00', pulse: 61 };
const args: ReadTabArgs = {
  path: VITALS_READ,
  list: 'data',
  datasetId: 38,
  range: { date_from: '2026-12-01', date_to: '2026-12-31' },
  subject: { kind: 'own' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('kept reads on a device whose storage fails', () => {
  it('reads from the server as ever, and fails for the network as it would without keeping', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    const store = createAppStore({ session: { user: testUser } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    mockApi({ [VITALS_READ]: { body: { status: 'success', data: [reading] } } });

    const online = renderHook(() => useReadTabQuery(args), { wrapper });
    await waitFor(() => expect(online.result.current.data?.records).toEqual([reading]));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    online.unmount();

    mockApi(() => 'network-error');
    const offline = renderHook(() => useReadTabQuery(args, { refetchOnMountOrArgChange: true }), {
      wrapper,
    });
    await waitFor(() => expect(offline.result.current.isFetching).toBe(false));
    expect(offline.result.current.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});
