import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createEngineTestStore } from './engineTestStore';

/**
 * Renders an engine part with a fresh store, a router (pages link and keep the tab in the
 * address) and the toast container the app shell mounts.
 */
export function renderWithEngineStore(element: ReactElement, path = '/') {
  const store = createEngineTestStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      <ToastContainer position="bottom-right" />
    </Provider>,
  );
  return { ...view, store };
}
