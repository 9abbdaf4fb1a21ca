import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths, type Meeting } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { paths } from '../../../shared/routes/paths';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { testUser } from '../../test/testUser';
import { Toasts } from '../../ui/feedback/toasts';
import { callingTexts } from './callingTexts';
import { JoinMeetingScreen } from './JoinMeetingScreen';
import { MeetingsPanel } from './MeetingsPanel';

const checkUp: Meeting = {
  id: 3,
  // In UTC, as the server sends it: 10:00 in Berlin.
  meeting_date_time: '2026-11-29 09:00',
  meeting_name: 'Check-up',
  meeting_id: 'abcd-1234-efgh',
  with_name: 'Dr Ngozi Okafor',
};

function renderMeetingsBooked(timeZone: string, replies: Record<string, FakeReply> = {}) {
  const api = mockApi({
    [callingPaths.listMeetings]: {
      body: { status: 'success', data: JSON.stringify([checkUp]) },
    },
    ...replies,
  });
  const user = { ...testUser, time_zone: timeZone };
  render(
    <Provider store={createAppStore({ session: { user } })}>
      <MemoryRouter initialEntries={[paths.calling]}>
        <Routes>
          <Route
            path={paths.calling}
            element={<MeetingsPanel email={user.email} isDoctor={false} />}
          />
          <Route path={paths.joinMeeting} element={<JoinMeetingScreen />} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </Provider>,
  );
  return { api, user: userEvent.setup() };
}

describe('Meetings Booked', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a meeting's time in the person's own time zone, and says which", async () => {
    renderMeetingsBooked('Europe/Berlin');
    expect(await screen.findByText('2026-11-29 10:00 (Europe/Berlin)')).toBeInTheDocument();
  });

  it('joins a booked meeting with one click on Join, with no form to confirm', async () => {
    const { api, user } = renderMeetingsBooked('Europe/Berlin', {
      [callingPaths.verifyMeetingId]: { body: { status: 'success', message: 'True' } },
    });
    await user.click(
      await screen.findByRole('link', { name: `${callingTexts.joinMeeting} Check-up` }),
    );
    expect(await screen.findByText(callingMessages.meetingInitiated)).toBeInTheDocument();
    expect(api.callsTo(callingPaths.verifyMeetingId)).toHaveLength(1);
    expect(api.callsTo(callingPaths.verifyMeetingId)[0]?.body).toEqual({
      meetingID: 'abcd-1234-efgh',
    });
    expect(screen.queryByLabelText(callingTexts.meetingIdLabel)).not.toBeInTheDocument();
  });
});
