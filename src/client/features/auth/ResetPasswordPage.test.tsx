import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { mockApi } from '../../test/fetchMock';
import { errorReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('enables RESET PASSWORD only when both passwords match and are long enough', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?token=reset-token-1');
    const reset = await screen.findByRole('button', { name: 'RESET PASSWORD' });
    expect(reset).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    expect(reset).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Password should be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'def');
    expect(reset).toBeDisabled();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'def');
    expect(reset).toBeEnabled();
  });

  it('sends the token with the new password, and returns to / three seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      [accountEndpoints.changePassword]: {
        body: { status: 'success', message: 'Password changed' },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp('/reset-password?token=reset-token-1');
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    expect(await screen.findByText('Password Successfully Reset!')).toBeInTheDocument();
    expect(api.callsTo(accountEndpoints.changePassword)[0]?.body).toEqual({
      password: 'secret1',
      token: 'reset-token-1',
    });

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // / redirects to /dashboard, whose guard sends a visitor on to /login.
    expect(router.location.pathname).not.toBe('/reset-password');
  });

  it("says 'Unable To Reset Password!' and stays when the reset fails", async () => {
    mockApi({ [accountEndpoints.changePassword]: errorReply('This reset link has expired.') });
    const user = userEvent.setup();
    const { router } = renderApp('/reset-password?token=old-token');
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    expect(await screen.findAllByText('Unable To Reset Password!')).not.toHaveLength(0);
    expect(screen.getByText('This reset link has expired.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/reset-password');
  });

  it('explains a link without a token and offers a new email', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('This reset link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
