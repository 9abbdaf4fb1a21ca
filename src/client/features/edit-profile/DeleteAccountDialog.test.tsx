import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

const noProfiles: FakeReply = { body: { status: 'success', details: { profiles: [] } } };
const deleted: FakeReply = {
  body: { status: 'success', message: accountMessages.accountDeleted },
};

async function openDialog(deleteReply: FakeReply) {
  const api = mockApi({
    '/v2/profiles/': noProfiles,
    [yourDataEndpoints.deleteAccount]: deleteReply,
    '/v2/user/logout/': errorReply('Your session is not valid any more.', 401),
  });
  const view = renderApp('/profile', testUser);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Delete account' });
  expect(screen.getByRole('link', { name: 'Download your data first' })).toHaveAttribute(
    'href',
    '/sharing#your-data',
  );
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { api, user, dialog, ...view };
}

const deleteCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path === yourDataEndpoints.deleteAccount);

describe('deleting one’s account from Edit Profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the delete button disabled until the password is given and DELETE typed', async () => {
    const { api, user, dialog } = await openDialog(deleted);
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(deleteCalls(api)).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();
  });

  it('says in the dialog why a wrong password was refused, and keeps the person signed in', async () => {
    const { user, dialog, store, router } = await openDialog(
      errorReply(accountMessages.wrongDeletePassword, 403),
    );
    await user.type(within(dialog).getByLabelText('Your password'), 'not my password');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      accountMessages.wrongDeletePassword,
    );
    expect(store.getState().session.user?.id).toBe(testUser.id);
    expect(router.location.pathname).toBe('/profile');
  });

  it('on success sends the password, forgets the person and lands on the login page saying so', async () => {
    const { api, user, dialog, store, router } = await openDialog(deleted);
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    // By keyboard: past Cancel to the delete button.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(deleteCalls(api).map((call) => call.body)).toEqual([{ password: 'correct horse' }]);
    expect(store.getState().session.user).toBeNull();
    expect(await screen.findByText(accountMessages.accountDeleted)).toBeInTheDocument();
  });
});
