import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Toasts } from '../../ui/feedback/toasts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths, inviteLink, type Invite } from '../../../shared/api/callingContract';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { callingMessages, INVITE_ACCEPTED_TEXT } from '../../../shared/messages/callingMessages';
import { createAppStore } from '../../app/store';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { testUser } from '../../test/testUser';
import { InvitesPanel } from './InvitesPanel';

const profiles: ProfileListEntry[] = [realProfiles.vitals, realProfiles.medical];
const acceptPath = inviteLink('accept', 5);
const fromDoctor: Invite = {
  id: 5,
  doctor: { id: 21, first_name: 'Ngozi', last_name: 'Okafor', email: 'dr.ngozi@clinic.example' },
  accept_link: acceptPath,
  decline_link: inviteLink('decline', 5),
};

function showInvites(isDoctor: boolean, acceptReply: string = INVITE_ACCEPTED_TEXT) {
  const api = mockApi({
    '/v2/profiles/': { body: { status: 'success', details: { profiles } } },
    [callingPaths.listInvites]: { body: { status: 'success', data: [fromDoctor] } },
    [acceptPath]: { body: acceptReply },
  });
  render(
    <Provider store={createAppStore({ session: { user: { ...testUser, is_doctor: isDoctor } } })}>
      <InvitesPanel isDoctor={isDoctor} />
      <Toasts />
    </Provider>,
  );
  return { api, user: userEvent.setup() };
}

async function openConsent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  return within(await screen.findByRole('dialog', { name: 'Share your medical data?' }));
}

describe("accepting a doctor's invite", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the consent and the areas it covers, and accepts with the areas and date chosen', async () => {
    const { api, user } = showInvites(false);
    const dialog = await openConsent(user);
    expect(
      await dialog.findByText(
        'I consent to Ngozi Okafor viewing my medical data on Motus, until I remove them from My Doctors.',
      ),
    ).toBeTruthy();
    const areas = within(
      await dialog.findByRole('group', { name: 'Areas shared with Ngozi Okafor' }),
    );
    expect(areas.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
    ]);
    await user.click(areas.getByRole('checkbox', { name: 'Medical Profile' }));
    await user.type(dialog.getByLabelText(/Until/), '2099-12-31');
    await user.click(dialog.getByRole('button', { name: 'I consent, accept' }));

    expect(await screen.findByText(callingMessages.inviteAccepted)).toBeTruthy();
    expect(api.callsTo(acceptPath).map((call) => call.query)).toEqual([
      { profiles: 'vitals,workout', expires_on: '2099-12-31' },
    ]);
  });

  it('accepts every area with no end date as offered, leaving expires_on out', async () => {
    const { api, user } = showInvites(false);
    const dialog = await openConsent(user);
    await dialog.findByRole('checkbox', { name: 'Workout' });
    await user.click(dialog.getByRole('button', { name: 'I consent, accept' }));
    expect(await screen.findByText(callingMessages.inviteAccepted)).toBeTruthy();
    expect(api.callsTo(acceptPath).map((call) => call.query)).toEqual([
      { profiles: 'vitals,medical,workout' },
    ]);
  });

  it('refuses to accept with no area ticked, and says so', async () => {
    const { api, user } = showInvites(false);
    const dialog = await openConsent(user);
    const areas = within(await dialog.findByRole('group', { name: /Areas shared/ }));
    for (const box of areas.getAllByRole('checkbox')) await user.click(box);
    await user.click(dialog.getByRole('button', { name: 'I consent, accept' }));
    expect(dialog.getByText('Tick at least one area to share.')).toBeTruthy();
    expect(api.callsTo(acceptPath)).toEqual([]);
  });

  it('counts only the link’s own answer as accepted, not any page a 200 brings', async () => {
    const { api, user } = showInvites(false, '<html>Sign in to the hotel Wi-Fi</html>');
    const dialog = await openConsent(user);
    await dialog.findByRole('checkbox', { name: 'Workout' });
    await user.click(dialog.getByRole('button', { name: 'I consent, accept' }));
    expect(await screen.findByText(callingMessages.acceptFailed)).toBeTruthy();
    expect(screen.queryByText(callingMessages.inviteAccepted)).toBeNull();
    expect(api.callsTo(acceptPath)).toHaveLength(1);
  });
});
