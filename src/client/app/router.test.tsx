import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';
import { testUser } from '../test/testUser';

describe('routes and guard', () => {
  it.each(['/dashboard', '/about'])(
    'sends a visitor with no stored user from %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
      expect(router.location.pathname).toBe('/login');
    },
  );

  it('opens signed-in routes for a signed-in user', async () => {
    renderApp('/about', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Motus' }),
    ).toBeInTheDocument();
  });

  it('redirects / to /dashboard', async () => {
    const { router } = renderApp('/', testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/dashboard');
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password', '/terms-and-conditions'])(
    'lets anyone open %s',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.location.pathname).toBe(path);
    },
  );

  const noProfiles = {
    '/v2/profiles/': { body: { status: 'success', details: { profiles: [] } } },
  };

  it('shows Not Found, with a way back, for an unknown path', async () => {
    mockApi(noProfiles);
    renderApp('/no-such-page', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows Not Found to a visitor at an unknown path, and /login at a profile's", async () => {
    // A visitor has no profiles yet: the server's list of profile routes decides.
    mockApi({
      '/api/profile-routes/': { body: { status: 'success', data: ['/vitalsprofile'] } },
    });
    const { router } = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await router.navigate('/vitalsprofile');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('opens My Workout Routines at /workout for a signed-in user', async () => {
    mockApi({
      ...noProfiles,
      '/v2/conditioning/routine/get/': { body: { status: 'success', data: [] } },
    });
    renderApp('/workout', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Workout Routines' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No routines yet')).toBeInTheDocument();
  });

  it('shows a visitor the meeting-ID form at /motus-calling and /join-mobile-meeting, not /join-meeting', async () => {
    const { router } = renderApp('/motus-calling');
    expect(await screen.findByLabelText('Meeting ID')).toBeInTheDocument();
    await router.navigate('/join-mobile-meeting?meetingid=abcd-1234-efgh');
    expect(await screen.findByDisplayValue('abcd-1234-efgh')).toBeInTheDocument();
    await router.navigate('/join-meeting');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('opens the calling dashboard at /motus-calling and the form at /join-meeting when signed in', async () => {
    mockApi({
      ...noProfiles,
      '/v2/user/list-invites/': { body: { status: 'success', data: [] } },
      '/v2/user/list-doctors/': { body: { status: 'success', data: [] } },
      '/meetings/list-meetings/': { body: { status: 'success', data: '[]' } },
    });
    const { router } = renderApp('/motus-calling', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Motus Calling' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Doctors (0)' })).toBeInTheDocument();
    await router.navigate('/join-meeting?meetingid=abcd-1234-efgh');
    expect(await screen.findByDisplayValue('abcd-1234-efgh')).toBeInTheDocument();
  });
});
