import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoutePages } from './app/routing/preloadRoutePages';
import { nextTask } from './ui/timing/nextTask';
import { warmUpIntl } from './app/startup/warmUpIntl';
import { persistSession } from './app/persistSession';
import { createAppStore } from './app/store';
import { createEncryptedUserStorage, hasStoredUser } from './features/auth/encryptedUserStorage';
import { createIndexedDbKeyStore } from './features/auth/indexedDbKeyStore';
import { PRERENDERED_PATH_ATTRIBUTE } from '../shared/routes/prerenderedHtml';
import { LINKED_CODE_META_NAME } from '../shared/routes/pagesWithLinkedCode';
import { createIndexedDbProfileListDatabase } from './features/profiles/profileListDatabase';
import { loadStoredProfileList } from './features/profiles/storedProfileList';
import { LoadingState } from './ui/feedback/LoadingState';
import './ui/theme/global.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element for Motus to render into');
  return element;
}

const container = rootElement();
// A public page's first screen may have come in the HTML, rendered by the build for a
// signed-out visitor at this path (prerenderPublicPages).
const prerendered = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname;
// Until the app renders, the prerendered screen stays; without one, a loading state shows.
const root = prerendered ? undefined : createRoot(container);
root?.render(<LoadingState fullPage label="Opening Motus…" />);

/** The page's HTML links its chunks (pagesWithLinkedCode): they are all on their way. */
const pageCodeLinked = document.querySelector(`meta[name="${LINKED_CODE_META_NAME}"]`) !== null;

/**
 * Fetches the page's lazy modules before the stored user is read, rather than once the router
 * renders them (preloadRoutePages runs them outermost first, a task apart). When its HTML links
 * them, a signed-in page's run after the API slice they all read through, in a task of its
 * own; without the links, waiting for that slice first would cost a round trip before the
 * page's chunks are asked for.
 */
function preloadPage({ signedIn }: { signedIn: boolean }): Promise<boolean> {
  const first = signedIn && pageCodeLinked ? () => import('./api/baseApi') : undefined;
  return preloadRoutePages(window.location.pathname, { first }).then(
    () => true,
    () => false,
  );
}
async function start() {
  // Each step in a task of its own: on a slow phone the start-up in one task blocked input
  // for over 200 ms (the modules' evaluation, the first touch of localStorage, the page's
  // preload links, opening IndexedDB), all of it counted by Lighthouse's Total Blocking Time.
  await nextTask();
  // A prerendered page's code is fetched alongside the stored user: it is hydrated once that
  // code is here, so hydration does not wait on it midway. So is a signed-in page's, when a
  // stored user says someone is signed in here: its chunks need not wait for the user to be
  // read from IndexedDB and decrypted. (A profile page's HTML has already asked for them.)
  const likelySignedIn = hasStoredUser();
  const profileListLoaded = loadStoredProfileList(createIndexedDbProfileListDatabase(), {
    signedIn: likelySignedIn,
  });
  await nextTask();
  const pageReady =
    prerendered || likelySignedIn ? preloadPage({ signedIn: likelySignedIn }) : undefined;
  // On another thread, while the page's code and data are on their way.
  if (likelySignedIn) warmUpIntl();
  await nextTask();

  // The stored user is decrypted before the router renders, so a signed-in user is not
  // sent to /login for the moment it takes; the stored profile list, read meanwhile, renders
  // a profile page without waiting for the server's.
  const userStorage = createEncryptedUserStorage({ keyStore: createIndexedDbKeyStore() });
  const storedUser = userStorage.read().catch((error: unknown) => {
    // The key could not be reached: this load starts signed out, the stored user stays.
    console.warn('Motus could not read the stored session', error);
    return null;
  });
  const [user] = await Promise.all([storedUser, profileListLoaded]);
  const store = createAppStore({ session: { user } });
  persistSession(store, userStorage);
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  if (user === null && prerendered && (await pageReady)) {
    // The same tree the build rendered: React takes over its markup instead of replacing it,
    // and what a visitor typed before then is kept (keepTypedText). In a transition, as
    // below: React hydrates in slices, between which the browser answers input.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // Signed in, the page's modules are wanted (signed out, a signed-in page sends to /login).
  if (user !== null && !likelySignedIn) {
    if (!prerendered) void preloadPage({ signedIn: true });
    warmUpIntl();
  }
  // A transition: React may pause the first mount of the page to let the browser answer
  // input and paint, instead of one long task (Lighthouse's Total Blocking Time). A signed-in
  // user on a prerendered page gets the app as they are signed in, in place of that markup.
  const appRoot = root ?? createRoot(container);
  startTransition(() => appRoot.render(app));
}

void start();
