import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { mockApi } from '../../test/fetchMock';
import { errorReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillForm(user: UserEvent, overrides: { confirmPassword?: string } = {}) {
  await user.type(await screen.findByLabelText('Email'), 'aoife.byrne@example.com');
  await user.type(screen.getByLabelText('First Name'), 'Aoife');
  await user.type(screen.getByLabelText('Last Name'), 'Byrne');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Fitness Type'), 'athlete');
  await user.type(screen.getByLabelText('Height'), '168');
  await user.type(screen.getByLabelText('Mass'), '61.5');
  await user.type(screen.getByLabelText('Date of Birth'), '1991-04-12');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(
    screen.getByLabelText('Confirm Password'),
    overrides.confirmPassword ?? 'secret1',
  );
}

describe('RegisterPage', () => {
  it('enables Register only while confirm password equals password', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    const register = await screen.findByRole('button', { name: 'Register' });

    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(register).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret');
    expect(register).toBeDisabled();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '1');
    expect(register).toBeEnabled();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('masks the height as one digit, a dot and two digits', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    const height = await screen.findByLabelText('Height');
    await user.type(height, '1a75');
    expect(height).toHaveValue('1.75');
  });

  it('limits the date of birth to today', async () => {
    renderApp('/register');
    const dateOfBirth = await screen.findByLabelText('Date of Birth');
    expect(dateOfBirth).toHaveAttribute('type', 'date');
    expect(dateOfBirth.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the messages of docs/product.md for an invalid form', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Email'), 'aoife@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please fill in all required fields!')).toBeInTheDocument();
    expect(screen.getByText('Email address not valid')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 6 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6);
    expect(api.calls).toEqual([]);
  });

  it('registers, logs in automatically with the same email and password, and opens the dashboard', async () => {
    const api = mockApi({
      [accountEndpoints.createUser]: { body: { status: 'success', message: 'User created' } },
      [accountEndpoints.loginAfterRegister]: { body: { status: 'success', details: testUser } },
    });
    // The browser's own zone goes with the registration, not asked for.
    const browser = new Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...browser,
      timeZone: 'Europe/Dublin',
    });
    const user = userEvent.setup();
    const { store } = renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sucessfully Registered User!')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(testUser);
    expect(api.callsTo(accountEndpoints.createUser)[0]?.body).toEqual({
      email: 'aoife.byrne@example.com',
      first_name: 'Aoife',
      last_name: 'Byrne',
      gender: 'Female',
      height: '1.68',
      mass: 61.5,
      date_of_birth: '1991-04-12',
      fitness_type: 'athlete',
      time_zone: 'Europe/Dublin',
      password: 'secret1',
    });
    expect(api.callsTo(accountEndpoints.loginAfterRegister)[0]?.body).toEqual({
      email: 'aoife.byrne@example.com',
      password: 'secret1',
    });
  });

  it("says 'Unable To Register!' with the server's reason when registering fails", async () => {
    const api = mockApi({
      [accountEndpoints.createUser]: errorReply('A user with this email already exists.', 409),
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findAllByText('Unable To Register!')).not.toHaveLength(0);
    // Beside the toast, the form itself says why, in the server's words.
    expect(screen.getByText('A user with this email already exists.')).toBeInTheDocument();
    expect(api.callsTo(accountEndpoints.loginAfterRegister)).toEqual([]);
  });

  it("says 'Unable To Login!' and opens the login page when the automatic login fails", async () => {
    mockApi({
      [accountEndpoints.createUser]: { body: { status: 'success', message: 'User created' } },
      [accountEndpoints.loginAfterRegister]: 'network-error',
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Unable To Login!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });
});
