import { describe, expect, it } from 'vitest';
import { sessionRejected } from './sessionRejected';
import { testUser } from '../test/testUser';
import { sessionReducer, signedIn, signedOut } from './sessionSlice';
import { selectSessionUser } from './sessionUser';

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

  it('forgets the user when the server rejects the session', () => {
    const signedInState = sessionReducer(undefined, signedIn(testUser));
    const rejectedState = sessionReducer(signedInState, sessionRejected());
    expect(selectSessionUser({ session: rejectedState })).toBeNull();
  });
});
