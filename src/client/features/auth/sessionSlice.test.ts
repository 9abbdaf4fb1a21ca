import { describe, expect, it, vi } from 'vitest';
import { sessionRejected } from '../../api/sessionRejected';
import { persistSession } from '../../app/persistSession';
import { createAppStore } from '../../app/store';
import { testUser } from '../../test/testUser';
import { sessionReducer, signedIn, signedOut } from './sessionSlice';
import { selectSessionUser } from '../../api/sessionUser';

describe('the session reducer', () => {
  it('starts signed out', () => {
    const state = sessionReducer(undefined, { type: 'init' });
    expect(selectSessionUser({ session: state })).toBeNull();
  });

  it('holds the user after sign-in and forgets it after sign-out', () => {
    const signedInState = sessionReducer(undefined, signedIn(testUser));
    expect(selectSessionUser({ session: signedInState })).toEqual(testUser);
    const signedOutState = sessionReducer(signedInState, signedOut());
    expect(selectSessionUser({ session: signedOutState })).toBeNull();
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
