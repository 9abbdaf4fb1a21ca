import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../shared/api/accountContract';
import { sessionRejected } from './sessionRejected';
import type { SessionState } from './sessionUser';

const initialState: SessionState = { user: null };

/** Who is signed in. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    signedOut: (state) => {
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    // The server refused the session: forgetting the user also clears the stored copy
    // (persistSession), and the route guard sends the visitor to /login.
    builder.addCase(sessionRejected, (state) => {
      state.user = null;
    });
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
