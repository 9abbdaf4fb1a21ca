import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Toasts } from '../../ui/feedback/toasts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths } from '../../../shared/api/callingContract';
import { callingMessages } from '../../../shared/messages/callingMessages';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { JoinMeetingForm } from './JoinMeetingForm';

function renderForm(reply: FakeReply | undefined, initialMeetingId?: string) {
  const api = mockApi(reply === undefined ? {} : { [callingPaths.verifyMeetingId]: reply });
  const onVerified = vi.fn();
  render(
    <Provider store={createAppStore({ session: { user: null } })}>
      <JoinMeetingForm onVerified={onVerified} initialMeetingId={initialMeetingId} />
      <Toasts />
    </Provider>,
  );
  return { api, onVerified, user: userEvent.setup() };
}

describe('the meeting-ID form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for an ID before sending anything', async () => {
    const { api, user } = renderForm(undefined);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(callingMessages.provideMeetingId)).toBeTruthy();
    expect(screen.getByText(callingMessages.requiredField)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("opens the meeting when the server answers 'True'", async () => {
    const { api, onVerified, user } = renderForm(
      { body: { status: 'success', message: 'True' } },
      ' ABCD-1234-efgh ',
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(callingMessages.meetingInitiated)).toBeTruthy();
    expect(api.callsTo(callingPaths.verifyMeetingId)[0]?.body).toEqual({
      meetingID: 'abcd-1234-efgh',
    });
    expect(onVerified).toHaveBeenCalledWith('abcd-1234-efgh');
  });

  it('says the ID was not found, or that it could not be checked', async () => {
    const { onVerified, user } = renderForm(
      { body: { status: 'success', message: 'False' } },
      'zzzz-zzzz-zzzz',
    );
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(callingMessages.meetingNotFound)).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says it could not check the ID when the network fails', async () => {
    const { onVerified, user } = renderForm('network-error', 'abcd-1234-efgh');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(callingMessages.verifyFailed)).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
