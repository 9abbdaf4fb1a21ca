import type { Participant } from './callProvider';

/** The words of the meeting room, Motus's own. */
export const callTexts = {
  callControls: 'Call controls',
  joining: 'Joining the meeting…',
  you: (name: string) => `${name} (you)`,
  screenOf: (name: string, isSelf: boolean) => (isSelf ? 'Your screen' : `${name}'s screen`),
  videoOf: (label: string) => `Video of ${label}`,
  micOff: 'Microphone off',
  camOff: 'Camera off',
  connection: {
    connecting: 'Connecting…',
    connected: '',
    reconnecting: 'Reconnecting…',
    gone: 'Connection lost',
  } satisfies Record<Participant['connection'], string>,
  pin: (label: string) => `Pin ${label} to the spotlight`,
  unpin: (label: string) => `Unpin ${label}`,
  muteMic: 'Mute microphone',
  unmuteMic: 'Unmute microphone',
  camOffAction: 'Turn camera off',
  camOnAction: 'Turn camera on',
  shareScreen: 'Share screen',
  stopSharing: 'Stop sharing',
  chat: 'Chat',
  polls: 'Polls',
  people: 'People',
  leave: 'Leave',
  endForAll: 'End meeting for all',
  endConfirm: 'End the meeting for everyone? Nobody can join it again.',
  remove: (name: string) => `Remove ${name}`,
  removeConfirm: (name: string) => `Remove ${name} from the meeting?`,
  chatLabel: 'Message',
  send: 'Send',
  noChat: 'No messages yet. Messages last as long as the call.',
  pollQuestion: 'Question',
  pollOption: (index: number) => `Option ${index + 1}`,
  addOption: 'Add option',
  createPoll: 'Ask',
  noPolls: 'No polls yet. Ask a quick question, for example how the pain is today.',
  vote: 'vote',
  votes: 'votes',
  pollBy: (name: string) => `Asked by ${name}`,
  inCall: (count: number) => (count === 1 ? '1 person in the call' : `${count} people in the call`),
  rejoin: 'Join again',
  backToCalling: 'Back to Motus Calling',
  backToVideo: 'Back to the video',
  waitingForOthers: 'Waiting for the others to join. They need this meeting ID:',
} as const;

/**
 * What the meeting tells the person in the middle of a call or at its end: a device missing,
 * someone leaving, the call ending and why. Either provider (the built-in one, VideoSDK) says them.
 */
export const callNoticeTexts = {
  audioOnly: 'No camera could be used, so you joined with audio only.',
  viewer:
    'No microphone or camera could be used (none found, or permission was refused), so you joined as a viewer: you can see, hear and chat.',
  unsupported: 'This browser cannot use a camera or microphone here, so you joined as a viewer.',
  participantLeft: (name: string) => `${name} left the meeting.`,
  removed: (by: string) => `${by} removed you from the meeting.`,
  ended: (by: string) => `${by} ended the meeting for everyone.`,
  meetingEnded: 'The meeting has ended.',
  lost: 'The connection to Motus was lost. Check your network and join again.',
  left: 'You left the meeting.',
  screenRefused: 'Screen sharing was not started: the browser did not allow it.',
} as const;
