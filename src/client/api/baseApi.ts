import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { AUTH_SCHEME } from '../../shared/api/accountEndpoints';

/** The part of the store the API layer reads: the signed-in user's token. */
export interface StateWithSessionToken {
  session: { user: { token: string } | null };
}

/**
 * The one RTK Query slice. Features and the profile engine add their endpoints with
 * injectEndpoints; every request carries `Authorization: Motus <token>` once signed in.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StateWithSessionToken).session.user?.token;
      if (token) headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
      return headers;
    },
  }),
  // Cache tags name what a reply shows, so a save invalidates exactly what it changed.
  tagTypes: ['Profiles', 'Readings', 'ActivityYear', 'User'],
  endpoints: () => ({}),
});
