import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: DataRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
