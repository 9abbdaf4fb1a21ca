import type { UserStorage } from '../features/auth/encryptedUserStorage';
import { queueSessionWrite } from '../account/sessionWrites';
import type { AppStore } from './store';

/**
 * Writes the signed-in user to storage whenever it changes (sign-in, sign-out, profile
 * update), in order (sessionWrites). Returns an unsubscribe.
 */
export function persistSession(store: AppStore, storage: UserStorage): () => void {
  let persistedUser = store.getState().session.user;
  return store.subscribe(() => {
    const user = store.getState().session.user;
    if (user === persistedUser) return;
    persistedUser = user;
    queueSessionWrite(() => storage.write(user));
  });
}
