import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('keeps RESET PASSWORD disabled until the address looks like an email', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const reset = await screen.findByRole('button', { name: 'RESET PASSWORD' });
    const email = screen.getByLabelText('Email');
    expect(reset).toBeDisabled();
    await user.type(email, 'aoife@example');
    expect(reset).toBeDisabled();
    await user.type(email, '.com');
    expect(reset).toBeEnabled();
    await user.type(email, ' x');
    expect(reset).toBeDisabled();
  });

  it("says 'Sending Password Request!' and returns to / after three seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      [accountEndpoints.sendPasswordResetEmail]: { body: { status: 'success', message: 'Sent' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'aoife@example.com');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    expect(await screen.findByText('Sending Password Request!')).toBeInTheDocument();
    expect(api.callsTo(accountEndpoints.sendPasswordResetEmail)[0]?.body).toEqual({
      email: 'aoife@example.com',
    });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.location.pathname).toBe('/forgot-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.location.pathname).not.toBe('/forgot-password');
  });

  it("says 'Unable To Send Password Reset Request!' when the request fails", async () => {
    mockApi({ [accountEndpoints.sendPasswordResetEmail]: 'network-error' });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'aoife@example.com');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Unable To Send Password Reset Request!')).toBeInTheDocument();
  });
});
