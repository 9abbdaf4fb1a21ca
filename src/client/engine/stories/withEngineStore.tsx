import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { createEngineTestStore } from '../testing/engineTestStore';

function EngineStoreProvider({ children }: { children: ReactNode }) {
  // One store for the story's life, not one per render.
  const [store] = useState(createEngineTestStore);
  return (
    <Provider store={store}>
      {children}
      <ToastContainer position="bottom-right" />
    </Provider>
  );
}

/** Gives a story a store and the toast container, as the app shell does. */
export const withEngineStore: Decorator = (Story) => (
  <EngineStoreProvider>
    <Story />
  </EngineStoreProvider>
);
