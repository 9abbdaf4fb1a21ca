import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { emptyReads, profilesReply, renderAt } from '../../test/profileRouteTesting';

/** Renders at a path while the server holds its profile list back; returns the release. */
function renderWithListHeld(path: string, profiles: ProfileListEntry[]): () => void {
  let release: () => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    release = () => resolve(profilesReply(profiles));
  });
  mockApi({ '/v2/profiles/': reply, ...emptyReads });
  renderAt(path);
  return release;
}

describe('ProfileRoutePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the profile whose config route is the path', async () => {
    mockApi({ '/v2/profiles/': profilesReply(Object.values(realProfiles)), ...emptyReads });
    renderAt('/painprofile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
  });

  it('renders a profile that exists only in the configs, with no code for it', async () => {
    const sleep: ProfileListEntry = {
      ...realProfiles.pain,
      id: 'sleep',
      route: '/sleepprofile',
      title: 'Sleep Profile',
    };
    mockApi({ '/v2/profiles/': profilesReply([sleep]), ...emptyReads });
    renderAt('/sleepprofile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep Profile' }),
    ).toBeInTheDocument();
  });

  it('says Page not found when no config has the path', async () => {
    mockApi({ '/v2/profiles/': profilesReply(Object.values(realProfiles)) });
    renderAt('/nosuchprofile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login, asking only for the profile routes', async () => {
    const api = mockApi({
      '/api/profile-routes/': {
        body: { status: 'success', data: Object.values(realProfiles).map((p) => p.route) },
      },
    });
    const router = renderAt('/activityprofile', null);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.pathname).toBe('/login');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/profile-routes/']);
  });

  it('shows a visitor Not Found at a path that is no profile', async () => {
    mockApi({ '/api/profile-routes/': { body: { status: 'success', data: ['/painprofile'] } } });
    const router = renderAt('/nosuchprofile', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.pathname).toBe('/nosuchprofile');
  });

  it('offers to try again when the profiles cannot be loaded, and recovers', async () => {
    const user = userEvent.setup();
    mockApi({
      '/v2/profiles/': ['network-error', profilesReply(Object.values(realProfiles))],
      ...emptyReads,
    });
    renderAt('/bodyprofile');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Body Profile' }),
    ).toBeInTheDocument();
  });

  it('shows its loading state until the profile list is here, then the page', async () => {
    const release = renderWithListHeld('/painprofile', Object.values(realProfiles));
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
  });
});
