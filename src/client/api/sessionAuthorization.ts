import { AUTH_SCHEME } from '../../shared/api/accountEndpoints';

/** The part of the store the API layer reads: the signed-in user's token. */
export interface StateWithSessionToken {
  session: { user: { token: string } | null };
}

/** The Authorization header of the current session (`Motus <token>`), or none when signed out. */
export function sessionAuthorization(state: unknown): string | undefined {
  const token = (state as StateWithSessionToken).session.user?.token;
  return token ? `${AUTH_SCHEME} ${token}` : undefined;
}
