import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoutePages } from './app/routing/preloadRoutePages';
import { warmUpIntl } from './app/startup/warmUpIntl';
import { persistSession } from './app/persistSession';
import { createAppStore } from './app/store';
import { createEncryptedUserStorage, hasStoredUser } from './features/auth/encryptedUserStorage';
import { createIndexedDbKeyStore } from './features/auth/indexedDbKeyStore';
import { PRERENDERED_PATH_ATTRIBUTE } from '../shared/routes/builtPages';
import { feedbackTexts } from './ui/feedback/feedbackTexts';
import { LoadingState } from './ui/feedback/LoadingState';
import './ui/theme/global.css';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element for Motus to render into');
  return element;
}

const container = rootElement();
// A public page's first screen may have come in its HTML, rendered by the build for a
// signed-out visitor at this path (scripts/vite/pageHtml.ts). It stays until the app takes
// it over; without one, a loading state shows.
const prerendered = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname;
const root = prerendered ? undefined : createRoot(container);
root?.render(<LoadingState fullPage label={feedbackTexts.openingApp} />);

async function start() {
  // While the stored user is read and decrypted: the page's code is fetched (a prerendered
  // page is hydrated once it is here; a signed-out visitor elsewhere is sent to /login, so
  // theirs is not), and someone signed in gets Intl started on another thread.
  const signedIn = hasStoredUser();
  const pageReady =
    prerendered || signedIn
      ? preloadRoutePages(window.location.pathname).then(
          () => true,
          () => false,
        )
      : undefined;
  if (signedIn) warmUpIntl();

  const userStorage = createEncryptedUserStorage({ keyStore: createIndexedDbKeyStore() });
  const user = await userStorage.read().catch((error: unknown) => {
    // The key could not be reached: this load starts signed out, the stored user stays.
    console.warn('Motus could not read the stored session', error);
    return null;
  });
  const store = createAppStore({ session: { user } });
  persistSession(store, userStorage);
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // In a transition either way: React renders in slices, between which the browser answers
  // input. Hydrated, the build's markup is kept, and what a visitor typed into it (keepTypedText).
  if (user === null && prerendered && (await pageReady)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // Someone signed in on a prerendered page gets the app as they are signed in, in its place.
  const appRoot = root ?? createRoot(container);
  startTransition(() => appRoot.render(app));
}

void start();
