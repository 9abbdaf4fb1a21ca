import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/testUser';
import { selectSessionUser, sessionSlice, signedIn, signedOut } from './sessionSlice';

describe('sessionSlice', () => {
  it('starts signed out', () => {
    const state = sessionSlice.reducer(undefined, { type: 'init' });
    expect(selectSessionUser({ session: state })).toBeNull();
  });

  it('holds the user after sign-in and forgets it after sign-out', () => {
    const signedInState = sessionSlice.reducer(undefined, signedIn(testUser));
    expect(selectSessionUser({ session: signedInState })).toEqual(testUser);
    const signedOutState = sessionSlice.reducer(signedInState, signedOut());
    expect(selectSessionUser({ session: signedOutState })).toBeNull();
  });
});
