import type { UserStorage } from '../features/auth/encryptedUserStorage';
import type { AppStore } from './store';

/**
 * Writes the signed-in user to storage whenever it changes (sign-in, sign-out, profile
 * update). Writes are queued so the last change always lands last. Returns an unsubscribe.
 */
export function persistSession(store: AppStore, storage: UserStorage): () => void {
  let persistedUser = store.getState().session.user;
  let writes = Promise.resolve();
  return store.subscribe(() => {
    const user = store.getState().session.user;
    if (user === persistedUser) return;
    persistedUser = user;
    writes = writes
      .then(() => storage.write(user))
      .catch((error: unknown) => {
        // Storage can be unavailable (private mode, full disk): the session then lasts as
        // long as the tab, which is still correct behaviour.
        console.warn('Motus could not store the session', error);
      });
  });
}
