import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialSnapshot, type CallProvider, type CallSnapshot } from './callProvider';
import { upsertParticipant } from './callSnapshotUpdates';
import { MeetingRoom } from './MeetingRoom';

/** A provider that shows one fixed moment of a call and records what is asked of it. */
function frozenCall(snapshot: CallSnapshot, toggleMic = fn()): CallProvider {
  return {
    join: () => Promise.resolve(),
    leave: fn(),
    toggleMic,
    toggleCam: fn(),
    toggleScreenShare: fn(() => Promise.resolve()),
    sendChat: fn(),
    createPoll: fn(),
    vote: fn(),
    remove: fn(),
    endForAll: fn(),
    subscribe: () => () => undefined,
    snapshot: () => snapshot,
  };
}

const toggleMic = fn();

let consultation: CallSnapshot = {
  ...initialSnapshot,
  phase: 'in-call',
  devices: { mic: true, cam: true },
  chat: [
    {
      id: '1',
      from: 'dana',
      name: 'Dana Meyer',
      text: 'Morning Alex, how did the calf feel on yesterday’s run?',
      at: '2026-11-24T10:01:00.000Z',
    },
    {
      id: '2',
      from: 'alex',
      name: 'Alex Runner',
      text: 'Tight for the first mile, then fine.',
      at: '2026-11-24T10:02:00.000Z',
    },
  ],
  polls: [
    {
      id: 'p1',
      question: 'Pain on the stairs today?',
      by: 'Dana Meyer',
      options: ['Less than last week', 'The same', 'More'],
      votes: { alex: 0 },
    },
  ],
};
consultation = upsertParticipant(consultation, 'alex', {
  name: 'Alex Runner',
  isSelf: true,
  canModerate: true,
  connection: 'connected',
});
consultation = upsertParticipant(consultation, 'dana', {
  name: 'Dana Meyer',
  connection: 'connected',
  media: { mic: false, cam: false, screen: null },
});
const withDroppedGuest = upsertParticipant(consultation, 'guest', {
  name: 'Guest',
  connection: 'gone',
});

const meta = {
  title: 'calling/MeetingRoom',
  component: MeetingRoom,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    provider: frozenCall(consultation, toggleMic),
    meetingId: 'mnm4-yj6y-0u98',
    onRejoin: fn(),
  },
} satisfies Meta<typeof MeetingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Consultation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Alex Runner (you)')).toBeInTheDocument();
    await expect(canvas.getByText('Microphone off')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(canvas.getByText('Tight for the first mile, then fine.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute microphone' }));
    await expect(toggleMic).toHaveBeenCalled();
  },
};

export const APollAndADroppedGuest: Story = {
  args: { provider: frozenCall(withDroppedGuest) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connection lost')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Polls' }));
    await expect(
      canvas.getByRole('button', { name: /Less than last week\s*1\s*vote/ }),
    ).toBeInTheDocument();
  },
};

export const EndedByTheDoctor: Story = {
  args: {
    provider: frozenCall({
      ...consultation,
      phase: 'ended',
      reason: 'Dana Meyer ended the meeting for everyone.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Dana Meyer ended the meeting for everyone.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Join again' })).toBeNull();
  },
};
