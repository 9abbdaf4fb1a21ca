import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import type { SessionUser } from '../../shared/api/accountContract';
import { AppRoutes } from '../app/router';
import { createAppStore } from '../app/store';

/** Where the rendered app is, and a way to move it as a typed address would. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

function RouterProbe({
  onRender,
}: {
  onRender: (location: Location, navigate: (to: string) => void) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  onRender(location, (to) => void navigate(to));
  return null;
}

/** Renders the whole app (shell, routes, store) at a path, signed in as `user` or out. */
export function renderApp(path: string, user: SessionUser | null = null) {
  const store = createAppStore({ session: { user } });
  let current: { location: Location; navigate: (to: string) => void } | null = null;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onRender={(location, navigate) => (current = { location, navigate })} />
      </MemoryRouter>
    </Provider>,
  );
  const router: TestRouter = {
    get location() {
      if (!current) throw new Error('The app has not rendered');
      return current.location;
    },
    async navigate(to) {
      await act(async () => {
        current?.navigate(to);
        await Promise.resolve();
      });
    },
  };
  return { ...view, store, router };
}
