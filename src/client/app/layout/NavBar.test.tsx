import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

afterEach(() => {
  vi.unstubAllGlobals();
});

function mainNavigation() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function linkTargets() {
  return mainNavigation()
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('NavBar', () => {
  it('greets a signed-in user and lists the signed-in links', async () => {
    renderApp('/dashboard', testUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(mainNavigation().getByText('Hi, Aoife')).toBeInTheDocument();
    expect(linkTargets()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Workout', '/workout'],
      ['Motus Calling', '/motus-calling'],
      ['Sharing', '/sharing'],
      ['About', '/about'],
      ['Edit Profile', '/profile'],
    ]);
    expect(mainNavigation().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNavigation().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("leaves Sharing out of a doctor's links", async () => {
    renderApp('/about', { ...testUser, is_doctor: true });
    await screen.findByRole('heading', { level: 1 });
    expect(linkTargets().map(([label]) => label)).toEqual([
      'Dashboard',
      'Workout',
      'Motus Calling',
      'About',
      'Edit Profile',
    ]);
  });

  it('offers Motus Calling, Register and Login to a visitor', async () => {
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(linkTargets()).toEqual([
      ['Motus Calling', '/motus-calling'],
      ['Register', '/register'],
      ['Login', '/login'],
    ]);
    expect(mainNavigation().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(mainNavigation().queryByText(/^Hi,/)).not.toBeInTheDocument();
  });

  it('logs out: tells the server, clears the user and opens /login', async () => {
    const api = mockApi({ [accountEndpoints.logout]: { body: { status: 'success' } } });
    const user = userEvent.setup();
    const { store, router } = renderApp('/dashboard', testUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(mainNavigation().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(router.location.pathname).toBe('/login');
    await waitFor(() =>
      expect(api.callsTo(accountEndpoints.logout)[0]?.authorization).toBe(
        `Motus ${testUser.token}`,
      ),
    );
  });

  it('logs out even when the server cannot be reached', async () => {
    mockApi({ [accountEndpoints.logout]: 'network-error' });
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard', testUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(mainNavigation().getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
  });

  it('has a menu button that opens and closes the links on a phone', async () => {
    const user = userEvent.setup();
    renderApp('/terms-and-conditions');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('navbar__menu--open');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
