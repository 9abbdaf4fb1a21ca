import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { SessionUser } from '../../shared/api/accountContract';
import type { ProfileListEntry, ProfileListReply } from '../../shared/api/profileListContract';
import { profileListOf } from '../../shared/api/profileListEntries';
import { createAppStore } from '../app/store';
import { realProfiles } from '../engine/testing/realProfiles';
import type { FakeReply } from './fakeApi';
import { testUser } from './testUser';
import { profileRouteObjects } from '../features/profiles/profileRoutes';

/** The profile pages' tests: the profile routes rendered in a store, and the server's replies. */

/** GET /v2/profiles/'s reply from which the browser makes these pages. */
export function profilesReply(profiles: ProfileListEntry[]): FakeReply {
  const body: ProfileListReply = {
    status: 'success',
    details: { profiles: profileListOf(profiles) },
  };
  return { body };
}

function ProfileRoutesOnly({ onPath }: { onPath: (pathname: string) => void }) {
  onPath(useLocation().pathname);
  // The app shell's part: somewhere to wait while the lazy page loads.
  return (
    <Suspense fallback={null}>
      {useRoutes([{ path: '/login', element: <h1>Log in</h1> }, ...profileRouteObjects()])}
    </Suspense>
  );
}

export function renderAt(path: string, user: SessionUser | null = testUser) {
  const store = createAppStore({ session: { user } });
  const shown = { pathname: path };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ProfileRoutesOnly onPath={(pathname) => (shown.pathname = pathname)} />
      </MemoryRouter>
    </Provider>,
  );
  return shown;
}

export const emptyReads = Object.fromEntries(
  Object.values(realProfiles).flatMap((profile) =>
    profile.tabs.map((tab) => [tab.read, { body: { status: 'success', [tab.list]: [] } }]),
  ),
) as Record<string, FakeReply>;
