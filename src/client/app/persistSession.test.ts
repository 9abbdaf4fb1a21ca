import { describe, expect, it, vi } from 'vitest';
import { sessionRejected } from '../api/sessionRejected';
import { signedIn, signedOut } from '../api/sessionSlice';
import { selectSessionUser } from '../api/sessionUser';
import { testUser } from '../test/testUser';
import { persistSession } from './persistSession';
import { createAppStore } from './store';

describe('persistSession', () => {
  it('writes the user on sign-in and clears it on sign-out, in order', async () => {
    const written: unknown[] = [];
    const storage = {
      read: vi.fn(),
      write: vi.fn((user: unknown) => {
        written.push(user);
        return Promise.resolve();
      }),
    };
    const store = createAppStore();
    persistSession(store, storage);

    store.dispatch(signedIn(testUser));
    store.dispatch(signedOut());
    await vi.waitFor(() => expect(written).toEqual([testUser, null]));
  });

  it('does not write when an unrelated part of the state changes', () => {
    const storage = { read: vi.fn(), write: vi.fn(() => Promise.resolve()) };
    const store = createAppStore({ session: { user: testUser } });
    persistSession(store, storage);
    store.dispatch({ type: 'something/else' });
    expect(storage.write).not.toHaveBeenCalled();
  });

  it('forgets the user, and the stored copy, when the server rejects the session', async () => {
    const store = createAppStore({ session: { user: testUser } });
    const storage = { read: vi.fn(), write: vi.fn(() => Promise.resolve()) };
    persistSession(store, storage);
    store.dispatch(sessionRejected());
    expect(selectSessionUser(store.getState())).toBeNull();
    await vi.waitFor(() => expect(storage.write).toHaveBeenCalledWith(null));
  });
});
