import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Toasts } from '../../ui/feedback/toasts';
import { FormValidatorSourceContext } from '../dialog/formValidators/formValidatorSource';
import { createEngineTestStore } from '../testing/engineTestStore';
import { inProcessFormValidators } from '../testing/inProcessFormValidators';

function EngineStoreProvider({ children }: { children: ReactNode }) {
  // One store for the story's life, not one per render.
  const [store] = useState(createEngineTestStore);
  return (
    <Provider store={store}>
      <FormValidatorSourceContext value={inProcessFormValidators}>
        <MemoryRouter>{children}</MemoryRouter>
      </FormValidatorSourceContext>
      <Toasts />
    </Provider>
  );
}

/**
 * Gives a story a store, a router and the toast container, as the app shell does, and the
 * Add Data validators compiled in process.
 */
export const withEngineStore: Decorator = (Story) => (
  <EngineStoreProvider>
    <Story />
  </EngineStoreProvider>
);
