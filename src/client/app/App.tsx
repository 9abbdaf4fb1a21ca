import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
}

export function App({ store }: AppProps) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Provider>
  );
}
