import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { persistSession } from './app/persistSession';
import { createAppStore } from './app/store';
import { createEncryptedUserStorage } from './features/auth/encryptedUserStorage';
import { createIndexedDbKeyStore } from './features/auth/indexedDbKeyStore';
import { LoadingState } from './ui/feedback/LoadingState';
import './ui/theme/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element for Motus to render into');
const root = createRoot(container);

async function start() {
  // The stored user is decrypted before the router renders, so a signed-in user is not
  // sent to /login for the moment it takes.
  root.render(<LoadingState fullPage label="Opening Motus…" />);
  const userStorage = createEncryptedUserStorage({ keyStore: createIndexedDbKeyStore() });
  const user = await userStorage.read().catch(() => null);
  const store = createAppStore({ session: { user } });
  persistSession(store, userStorage);
  // A transition: React may pause the first mount of the page to let the browser answer
  // input and paint, instead of one long task (Lighthouse's Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start();
