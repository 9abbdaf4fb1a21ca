import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createEngineTestStore } from '../testing/engineTestStore';

function EngineStoreProvider({ children }: { children: ReactNode }) {
  // One store for the story's life, not one per render.
  const [store] = useState(createEngineTestStore);
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
      <ToastContainer position="bottom-right" />
    </Provider>
  );
}

/** Gives a story a store, a router and the toast container, as the app shell does. */
export const withEngineStore: Decorator = (Story) => (
  <EngineStoreProvider>
    <Story />
  </EngineStoreProvider>
);
