import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths, type Person } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderSignedInDialog } from '../../test/renderSignedInDialog';
import { testUser } from '../../test/testUser';
import { BookMeetingDialog } from './BookMeetingDialog';

const patient: Person = {
  id: 7,
  first_name: 'Rosa',
  last_name: 'Diaz',
  email: 'rosa@example.com',
};

function openDialog(reply: FakeReply) {
  const api = mockApi({ [callingPaths.bookMeeting]: reply });
  return {
    api,
    ...renderSignedInDialog((onClose) => <BookMeetingDialog patient={patient} onClose={onClose} />),
  };
}

describe('the Book Meeting dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the meeting after the patient, books it and closes', async () => {
    const { api, onClose, user } = openDialog({ body: { status: 'success' } });
    expect(screen.getByRole('heading', { name: 'Book Meeting with Rosa Diaz' })).toBeTruthy();
    expect(screen.getByLabelText('Meeting name')).toHaveValue('Consultation with Rosa Diaz');
    await user.click(screen.getByRole('button', { name: 'Book Meeting' }));
    expect(await screen.findByText(callingMessages.meetingBooked)).toBeTruthy();
    expect(api.callsTo(callingPaths.bookMeeting)[0]?.body).toMatchObject({
      patient_email: 'rosa@example.com',
      meeting_name: 'Consultation with Rosa Diaz',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("reads the time entered in the doctor's own time zone, and names the zone", async () => {
    const api = mockApi({ [callingPaths.bookMeeting]: { body: { status: 'success' } } });
    const doctor = { ...testUser, is_doctor: true, time_zone: 'Europe/Berlin' };
    const { user } = renderSignedInDialog(
      (onClose) => <BookMeetingDialog patient={patient} onClose={onClose} />,
      doctor,
    );
    const when = screen.getByLabelText('Date and time (Europe/Berlin)');
    await user.clear(when);
    await user.type(when, '2026-11-29T10:00');
    await user.click(screen.getByRole('button', { name: 'Book Meeting' }));
    expect(await screen.findByText(callingMessages.meetingBooked)).toBeTruthy();
    expect(api.callsTo(callingPaths.bookMeeting)[0]?.body).toMatchObject({
      meeting_date_time: '2026-11-29 09:00',
    });
  });

  it('asks for a name before booking', async () => {
    const { api, onClose, user } = openDialog({ body: { status: 'success' } });
    await user.clear(screen.getByLabelText('Meeting name'));
    await user.click(screen.getByRole('button', { name: 'Book Meeting' }));
    expect(await screen.findByText(callingMessages.requiredField)).toBeTruthy();
    expect(api.callsTo(callingPaths.bookMeeting)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open with the server's reason for a refusal", async () => {
    const { onClose, user } = openDialog(errorReply('Rosa Diaz is not an active patient.', 409));
    await user.click(screen.getByRole('button', { name: 'Book Meeting' }));
    expect(await screen.findByText('Rosa Diaz is not an active patient.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
