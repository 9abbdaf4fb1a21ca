import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/api/accountContract';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { piecesBetweenBreaks } from '../../test/lineBreaks';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

const noProfiles: FakeReply = { body: { status: 'success', details: { profiles: [] } } };

function refusal(message: string, status: number): FakeReply {
  return { status, body: { status: 'error', message, details: { details: [message] } } };
}

async function openPage(
  replies: Record<string, FakeReply | FakeReply[]> = {},
  signedIn: SessionUser = testUser,
) {
  const api = mockApi({ '/v2/profiles/': noProfiles, ...replies });
  const view = renderApp('/profile', signedIn);
  await screen.findByRole('heading', { level: 1, name: 'Edit Profile' });
  return { api, ...view, user: userEvent.setup() };
}

describe('Edit Profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a long email in the summary wrap only after its @ and its dots', async () => {
    await openPage({}, { ...testUser, email: 'sam.patient-longname@example.organisation.org' });
    const email = screen.getByText('Email').nextElementSibling!;
    expect(email).toHaveTextContent('sam.patient-longname@example.organisation.org');
    expect(piecesBetweenBreaks(email)).toEqual([
      'sam.',
      'patient-longname@',
      'example.',
      'organisation.',
      'org',
    ]);
  });

  it('shows who is signed in, prefills the form but never the password, and asks for the profiles', async () => {
    const { api } = await openPage();
    expect(screen.getByText('Aoife Byrne')).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent(testUser.email);
    // Dates read yyyy-MM-dd everywhere (docs/product.md#every-screen), the birthday too.
    expect(screen.getByText(testUser.date_of_birth)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Aoife');
    expect(screen.getByLabelText('Height')).toHaveValue('1.68');
    expect(screen.getByLabelText('Password (to confirm the update)')).toHaveValue('');
    await waitFor(() => {
      expect(api.calls.some((call) => call.path === '/v2/profiles/')).toBe(true);
    });
  });

  it('refuses an incomplete form with the messages of docs/product.md and sends nothing', async () => {
    const { api, user } = await openPage();
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Password (to confirm the update)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Please fill in all required fields!')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 6 characters')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/user/update-profile/')).toEqual([]);
  });

  it('sends the edited details and replaces the signed-in user, whose greeting follows', async () => {
    const updated = { ...testUser, first_name: 'Aoibhe' };
    const { api, user, store } = await openPage({
      '/user/update-profile/': { body: { status: 'success', details: updated } },
    });
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Aoibhe');
    await user.type(screen.getByLabelText('Password (to confirm the update)'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('User Info Successfully Updated!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/user/update-profile/')?.body).toEqual({
      first_name: 'Aoibhe',
      last_name: 'Byrne',
      gender: 'Female',
      height: '1.68',
      mass: 61.5,
      date_of_birth: '1991-04-12',
      fitness_type: 'athlete',
      time_zone: 'Europe/Dublin',
      password: 'correct horse',
    });
    expect(store.getState().session.user?.first_name).toBe('Aoibhe');
    expect(await screen.findByText('Hi, Aoibhe')).toBeInTheDocument();
    expect(screen.getByLabelText('Password (to confirm the update)')).toHaveValue('');
  });

  it('shows the time zone the times are in, and saves another one chosen from the list', async () => {
    const updated = { ...testUser, time_zone: 'America/New_York' };
    const { api, user, store } = await openPage({
      '/user/update-profile/': { body: { status: 'success', details: updated } },
    });
    const zone = await screen.findByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveValue('Europe/Dublin');
    await user.click(zone);
    await user.keyboard('new york');
    await user.click(await screen.findByRole('option', { name: 'America/New York' }));
    expect(zone).toHaveValue('America/New York');
    await user.type(screen.getByLabelText('Password (to confirm the update)'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('User Info Successfully Updated!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/user/update-profile/')?.body).toMatchObject({
      time_zone: 'America/New_York',
    });
    expect(store.getState().session.user?.time_zone).toBe('America/New_York');
  });

  it('shows a stored zone the browser lists under another name, such as UTC', async () => {
    mockApi({ '/v2/profiles/': noProfiles });
    renderApp('/profile', { ...testUser, time_zone: 'UTC' });
    expect(await screen.findByRole('combobox', { name: 'Time Zone' })).toHaveValue('UTC');
  });

  it('says why an update was refused (a wrong confirming password)', async () => {
    const { user } = await openPage({
      '/user/update-profile/': refusal('The password does not match your current password.', 403),
    });
    await user.type(screen.getByLabelText('Password (to confirm the update)'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findAllByText('Unable To Update User!')).not.toHaveLength(0);
    expect(
      screen.getByText('The password does not match your current password.'),
    ).toBeInTheDocument();
  });

  it('generates a secure pin, and says so when it cannot', async () => {
    const { user } = await openPage({
      '/v2/user/generate-secure-pin/': [
        { body: { status: 'success', message: 'Your secure pin was emailed' } },
        refusal('Too many secure pins were sent in the last hour.', 429),
      ],
    });
    const generate = screen.getByRole('button', { name: 'GENERATE SECURITY PIN' });
    await user.click(generate);
    expect(await screen.findByText('Successfully Generated Pin!')).toBeInTheDocument();
    await user.click(generate);
    expect(await screen.findByText('Unable Generate Security Pin!')).toBeInTheDocument();
    expect(
      screen.getByText('Too many secure pins were sent in the last hour.'),
    ).toBeInTheDocument();
  });
});
