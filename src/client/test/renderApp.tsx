import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../../shared/api/accountContract';
import { App } from '../app/App';
import { appRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** Renders the whole app (shell, router, store) at a path, signed in as `user` or out. */
export function renderApp(path: string, user: SessionUser | null = null) {
  const store = createAppStore({ session: { user } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router };
}
