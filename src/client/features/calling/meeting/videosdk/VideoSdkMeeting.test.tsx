import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingPaths } from '../../../../../shared/api/callingContract';
import { createAppStore } from '../../../../app/store';
import { mockApi } from '../../../../test/fetchMock';
import { testUser } from '../../../../test/testUser';
import { VideoSdkMeeting } from './VideoSdkMeeting';

// VideoSDK cannot reach its service from here, so its module is replaced at the provider
// boundary: what our code hands the SDK (token, meeting, name) and what it asks of it
// (join, mute, chat, end) is what this test checks.
const sdk = vi.hoisted(() => {
  const state = {
    provider: undefined as undefined | { token: string; config: Record<string, unknown> },
    callbacks: {} as Record<string, ((...args: unknown[]) => void) | undefined>,
    published: [] as { topic: string; text: string }[],
    meeting: {
      join: vi.fn(),
      leave: vi.fn(),
      end: vi.fn(),
      toggleMic: vi.fn(),
      toggleWebcam: vi.fn(),
      toggleScreenShare: vi.fn(),
    },
    participants: {
      local: { displayName: 'Meredith Tester', isLocal: true, micOn: true, webcamOn: true },
      remote: { displayName: 'Rosa Tester', isLocal: false, micOn: false, webcamOn: true },
    } as Record<
      string,
      { displayName: string; isLocal: boolean; micOn: boolean; webcamOn: boolean }
    >,
  };
  return state;
});

vi.mock('@videosdk.live/react-sdk', () => ({
  MeetingProvider: ({
    children,
    token,
    config,
  }: {
    children: React.ReactNode;
    token: string;
    config: Record<string, unknown>;
  }) => {
    sdk.provider = { token, config };
    return children;
  },
  useMeeting: (callbacks: Record<string, (...args: unknown[]) => void>) => {
    sdk.callbacks = callbacks;
    sdk.meeting.join.mockImplementation(() => callbacks.onMeetingJoined?.());
    return {
      ...sdk.meeting,
      participants: new Map(
        Object.keys(sdk.participants).map((id) => [id, { id, remove: vi.fn() }]),
      ),
    };
  },
  useParticipant: (id: string) => ({
    ...sdk.participants[id],
    screenShareOn: false,
    webcamStream: undefined,
    micStream: undefined,
    screenShareStream: undefined,
  }),
  usePubSub: (
    topic: string,
    { onMessageReceived }: { onMessageReceived: (message: Record<string, string>) => void },
  ) => ({
    publish: (text: string) => {
      sdk.published.push({ topic, text });
      onMessageReceived({
        id: String(sdk.published.length),
        message: text,
        senderId: 'local',
        senderName: 'Meredith Tester',
        timestamp: '2026-11-23T10:00:00.000Z',
      });
    },
  }),
}));

describe('the VideoSDK provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('joins with the token our server minted and drives the SDK from the meeting UI', async () => {
    const api = mockApi({
      [callingPaths.videoSdkToken]: {
        body: { status: 'success', data: { token: 'minted-token', meeting_id: 'abcd-1234-efgh' } },
      },
    });
    vi.stubGlobal('confirm', () => true);
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore({ session: { user: testUser } })}>
        <MemoryRouter>
          <VideoSdkMeeting
            meetingId="abcd-1234-efgh"
            displayName="Meredith Tester"
            token={testUser.token}
          />
        </MemoryRouter>
      </Provider>,
    );

    await screen.findByText('Meredith Tester (you)');
    expect(api.callsTo(callingPaths.videoSdkToken)[0]?.body).toEqual({
      meetingID: 'abcd-1234-efgh',
    });
    expect(sdk.provider).toEqual({
      token: 'minted-token',
      config: expect.objectContaining({
        meetingId: 'abcd-1234-efgh',
        name: 'Meredith Tester',
        micEnabled: true,
        webcamEnabled: true,
      }) as unknown,
    });
    expect(sdk.meeting.join).toHaveBeenCalledTimes(1);
    const remote = screen.getByText('Rosa Tester').closest('figure');
    expect(remote && within(remote).getByText('Microphone off')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(sdk.meeting.toggleMic).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(sdk.meeting.toggleWebcam).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.type(screen.getByLabelText('Message'), 'Can you see my knee?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sdk.published).toEqual([{ topic: 'CHAT', text: 'Can you see my knee?' }]);
    expect(await screen.findByText('Can you see my knee?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End meeting for all' }));
    expect(sdk.meeting.end).toHaveBeenCalledTimes(1);
  });

  it('says so when no token can be had', async () => {
    mockApi({ [callingPaths.videoSdkToken]: 'network-error' });
    render(
      <Provider store={createAppStore({ session: { user: null } })}>
        <MemoryRouter>
          <VideoSdkMeeting meetingId="abcd-1234-efgh" displayName="Guest" token={undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
  });
});
