import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths } from '../../../shared/api/callingContract';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { callingMessages, INVITED_TO_GET_APP } from '../../../shared/messages/callingMessages';
import { realProfiles } from '../../engine/testing/realProfiles';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderSignedInDialog } from '../../test/renderSignedInDialog';
import { InviteDialog } from './InviteDialog';

const profiles: ProfileListEntry[] = [realProfiles.vitals, realProfiles.medical];
const everyArea = ['vitals', 'medical', 'workout'];

/** docs/product.md#care-team's consent, word for word: every area, no end date. */
const SPECIFIED_CONSENT =
  'Sending this invite is my consent for the doctor to view my medical data on Motus, until I remove them from My Doctors.';

function openDialog(as: 'doctor' | 'patient', replies: Record<string, FakeReply>) {
  const api = mockApi({
    '/v2/profiles/': { body: { status: 'success', details: { profiles } } },
    ...replies,
  });
  return { api, ...renderSignedInDialog((onClose) => <InviteDialog as={as} onClose={onClose} />) };
}

describe('the invite dialogs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the address before sending, and states the consent an invite to a doctor gives', async () => {
    const { api, user } = openDialog('doctor', {});
    expect(await screen.findByText(SPECIFIED_CONSENT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.provideEmail)).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'dr at clinic');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.provideValidEmail)).toBeTruthy();
    expect(api.callsTo(callingPaths.inviteDoctor)).toEqual([]);
  });

  it('says nothing of the address until Send Invite, and then only in the dialog’s toast', async () => {
    const { user } = openDialog('patient', {});
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'dr at clinic');
    await user.tab();
    expect(screen.queryByText(callingMessages.provideValidEmail)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.provideValidEmail)).toBeTruthy();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveFocus();
  });

  it('invites a doctor and closes', async () => {
    const { api, onClose, user } = openDialog('doctor', {
      [callingPaths.inviteDoctor]: { body: { status: 'success', message: 'Invited' } },
    });
    await user.type(screen.getByLabelText('Email address'), 'dr.ngozi@clinic.example');
    // What the invite consents to: every area, until the patient narrows it.
    expect(await screen.findByRole('checkbox', { name: 'Workout' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.doctorInvited)).toBeTruthy();
    expect(api.callsTo(callingPaths.inviteDoctor)[0]?.body).toEqual({
      email: 'dr.ngozi@clinic.example',
      profiles: everyArea,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the areas ticked and the last day shared', async () => {
    const { api, user } = openDialog('doctor', {
      [callingPaths.inviteDoctor]: { body: { status: 'success', message: 'Invited' } },
    });
    const areas = within(await screen.findByRole('group', { name: 'Areas shared' }));
    expect(areas.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
    ]);
    await user.type(screen.getByLabelText('Email address'), 'dr.ngozi@clinic.example');
    await user.click(areas.getByRole('checkbox', { name: 'Medical Profile' }));
    await user.type(screen.getByLabelText(/Until/), '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.doctorInvited)).toBeTruthy();
    expect(api.callsTo(callingPaths.inviteDoctor).map((call) => call.body)).toEqual([
      {
        email: 'dr.ngozi@clinic.example',
        profiles: ['vitals', 'workout'],
        expires_on: '2099-12-31',
      },
    ]);
  });

  it('states the consent for the two areas ticked and the end date, as they are chosen', async () => {
    const { user } = openDialog('doctor', {});
    const areas = within(await screen.findByRole('group', { name: 'Areas shared' }));
    expect(screen.getByText(SPECIFIED_CONSENT)).toBeTruthy();
    await user.click(areas.getByRole('checkbox', { name: 'Medical Profile' }));
    expect(
      screen.getByText(
        'Sending this invite is my consent for the doctor to view only my Vitals Profile and Workout data on Motus, until I remove them from My Doctors.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/Until/), '2099-12-31');
    expect(
      screen.getByText(
        'Sending this invite is my consent for the doctor to view only my Vitals Profile and Workout data on Motus, until the end of 2099-12-31 or until I remove them from My Doctors, whichever comes first.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(SPECIFIED_CONSENT)).toBeNull();
  });

  it('refuses to send with no area ticked, and says so', async () => {
    const { api, onClose, user } = openDialog('doctor', {});
    const areas = within(await screen.findByRole('group', { name: 'Areas shared' }));
    for (const box of areas.getAllByRole('checkbox')) await user.click(box);
    await user.type(screen.getByLabelText('Email address'), 'dr.ngozi@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Tick at least one area to share.')).toBeTruthy();
    expect(areas.getByRole('checkbox', { name: 'Vitals Profile' })).toHaveFocus();
    expect(api.callsTo(callingPaths.inviteDoctor)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the person must get the app first', async () => {
    const { user } = openDialog('patient', {
      [callingPaths.invitePatient]: { body: { status: 'success', message: INVITED_TO_GET_APP } },
    });
    expect(screen.queryByText(SPECIFIED_CONSENT)).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'new.patient@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(callingMessages.invitedToGetApp)).toBeTruthy();
  });

  it("shows the server's reason for a refusal", async () => {
    const { user } = openDialog('patient', {
      [callingPaths.invitePatient]: errorReply(
        'rosa@example.com is already in your contacts.',
        409,
      ),
    });
    await user.type(screen.getByLabelText('Email address'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('rosa@example.com is already in your contacts.')).toBeTruthy();
  });
});
