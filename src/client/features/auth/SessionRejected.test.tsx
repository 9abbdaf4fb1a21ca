import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { errorReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import { authStateTexts } from '../../account/authTexts';

const expired = errorReply(
  'Your session ended after an hour without activity. Please log in again.',
  401,
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session the server no longer accepts', () => {
  it('signs the user out and lands on /login with a notice when a signed-in call answers 401', async () => {
    const api = mockApi({ [accountEndpoints.profiles]: expired });
    const { store, router } = renderApp('/dashboard', testUser);

    expect(await screen.findByText(authStateTexts.sessionEnded)).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    // The server already ended the session: there is nothing to log out of.
    expect(api.callsTo(accountEndpoints.logout)).toEqual([]);
  });

  it('does not add the alert of a failed year summary on top', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockApi({
      [accountEndpoints.profiles]: {
        body: { status: 'success', details: { profiles: [realProfiles.activity] } },
      },
      '/activity/get-all-current-year/': expired,
    });
    const { router } = renderApp('/dashboard', testUser);
    expect(await screen.findByText(authStateTexts.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('is not what a refused login means', async () => {
    mockApi({ [accountEndpoints.login]: errorReply('Incorrect email or password.', 401) });
    const { store, router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'aoife.byrne@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));

    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.queryByText(authStateTexts.sessionEnded)).not.toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(router.location.pathname).toBe('/login');
  });
});
