import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { createEngineTestStore } from './engineTestStore';

/** Renders an engine part with a fresh store and the toast container the app shell mounts. */
export function renderWithEngineStore(element: ReactElement) {
  const store = createEngineTestStore();
  const view = render(
    <Provider store={store}>
      {element}
      <ToastContainer position="bottom-right" />
    </Provider>,
  );
  return { ...view, store };
}
