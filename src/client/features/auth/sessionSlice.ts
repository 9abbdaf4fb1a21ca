import type { UnknownAction } from 'redux';
import type { SessionUser } from '../../../shared/api/accountContract';
import { sessionRejected } from '../../api/sessionRejected';
import { defineAction, definePayloadAction } from '../../state/defineAction';

export interface SessionState {
  /** The signed-in user as the login reply gave it, with its token; null when signed out. */
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const signedIn = definePayloadAction<SessionUser>('session/signedIn');
export const signedOut = defineAction('session/signedOut');

/**
 * Who is signed in. A plain reducer, not createSlice: this slice is part of the first page,
 * which loads without RTK (decision 014).
 */
export function sessionReducer(
  state: SessionState = initialState,
  action: UnknownAction,
): SessionState {
  if (signedIn.match(action)) return { user: action.payload };
  // The server refused the session: forgetting the user also clears the stored copy
  // (persistSession), and the route guard sends the visitor to /login.
  if (signedOut.match(action) || sessionRejected.match(action)) {
    return state.user === null ? state : { user: null };
  }
  return state;
}

export function selectSessionUser(state: { session: SessionState }): SessionUser | null {
  return state.session.user;
}
