import type { SessionUser } from '../../shared/api/accountContract';

/** The session part of the store (sessionSlice.ts keeps it). */
export interface SessionState {
  /** The signed-in user as the login reply gave it, with its token; null when signed out. */
  user: SessionUser | null;
}

/** Who is signed in, for every feature that shows or asks something by who it is. */
export function selectSessionUser(state: { session: SessionState }): SessionUser | null {
  return state.session.user;
}
