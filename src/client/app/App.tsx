import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ServiceWorkerUpdatePrompt } from './serviceWorker/ServiceWorkerUpdatePrompt';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
}

export interface AppInRouterProps extends AppProps {
  /** The browser's router, or a static one when a page is rendered at build time. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The app under the router it is given: one tree for the browser and for prerendering. */
export function AppInRouter({ store, Router }: AppInRouterProps) {
  return (
    <Provider store={store}>
      <Router>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Router>
      <ServiceWorkerUpdatePrompt />
    </Provider>
  );
}

export function App({ store }: AppProps) {
  return <AppInRouter store={store} Router={BrowserRouter} />;
}
