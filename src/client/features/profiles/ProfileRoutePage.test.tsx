import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi, type FakeReply } from '../../test/fetchMock';
import { emptyReads, profilesReply, profilesReplyText, renderAt } from './profileRouteTesting';
import { memoryProfileListDatabase } from './memoryProfileListDatabase';
import { loadStoredProfileList, readStoredProfileList } from './storedProfileList';

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

/**
 * An earlier page load: the Pain Score page opened while the server gave these profiles, which
 * the page then stored. Returns that load's recorded calls.
 */
async function loadedEarlier(profiles: ProfileListEntry[]) {
  const api = mockApi({ '/v2/profiles/': profilesReply(profiles), ...emptyReads });
  renderAt('/painprofile');
  await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' });
  cleanup();
  return api;
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

  it('renders the page from the list stored last time before the server answers, then keeps its answer', async () => {
    const first = await loadedEarlier(Object.values(realProfiles));
    expect(first.calls.map((call) => call.path)).toContain('/v2/profiles/');

    // The next page load: the server is slow to answer, and renamed the profile meanwhile.
    const renamed = { ...realProfiles.pain, title: 'Pain Diary' };
    const release = renderWithListHeld('/painprofile', [renamed]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Diary' }),
    ).toBeInTheDocument();
    expect(readStoredProfileList()?.profiles.map((profile) => profile.title)).toEqual([
      'Pain Diary',
    ]);
  });

  it('waits for the server at a path the stored list lacks, instead of saying Not Found', async () => {
    await loadedEarlier([realProfiles.pain]);

    const sleep: ProfileListEntry = {
      ...realProfiles.pain,
      id: 'sleep',
      route: '/sleepprofile',
      title: 'Sleep Profile',
    };
    const release = renderWithListHeld('/sleepprofile', [realProfiles.pain, sleep]);
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep Profile' }),
    ).toBeInTheDocument();
  });

  it('ignores a list another build stored, and waits for the server', async () => {
    const old = [{ ...realProfiles.pain, title: 'Old Pain' }];
    const { database } = memoryProfileListDatabase(`another build\n${profilesReplyText(old)}`);
    await loadStoredProfileList(database, { signedIn: true });
    const release = renderWithListHeld('/painprofile', [realProfiles.pain]);
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old Pain' })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the server fails at a path the stored list lacks', async () => {
    const user = userEvent.setup();
    await loadedEarlier([realProfiles.pain]);

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
});
