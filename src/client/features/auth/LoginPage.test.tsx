import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { mockApi } from '../../test/fetchMock';
import { errorReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('LoginPage', () => {
  it('shows the login form with its links', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('requires both fields and sends nothing while one is empty', async () => {
    const api = mockApi({});
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's first detail as a toast when the login is refused", async () => {
    mockApi({ [accountEndpoints.login]: errorReply('Incorrect email or password.', 401) });
    renderApp('/login');
    await fillAndSubmit('aoife.byrne@example.com', 'wrong-password');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
  });

  it("shows 'Unable Login!' when the network fails", async () => {
    mockApi({ [accountEndpoints.login]: 'network-error' });
    renderApp('/login');
    await fillAndSubmit('aoife.byrne@example.com', 'secret1');
    expect(await screen.findByText('Unable Login!')).toBeInTheDocument();
  });

  it('stores the user and opens the dashboard on success', async () => {
    const api = mockApi({
      [accountEndpoints.login]: { body: { status: 'success', details: testUser } },
    });
    const { store } = renderApp('/login');
    await fillAndSubmit(' aoife.byrne@example.com ', 'secret1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(testUser);
    expect(api.callsTo(accountEndpoints.login)[0]).toMatchObject({
      method: 'POST',
      body: { email: 'aoife.byrne@example.com', password: 'secret1' },
    });
  });

  it('clears the signed-in user when it opens, and tells the server', async () => {
    const api = mockApi({ [accountEndpoints.logout]: { body: { status: 'success' } } });
    const { store } = renderApp('/login', testUser);
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    await waitFor(() =>
      expect(api.callsTo(accountEndpoints.logout)[0]?.authorization).toBe(
        `Motus ${testUser.token}`,
      ),
    );
  });
});
