import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../../shared/calling/signalProtocol';
import { callNoticeTexts } from './callTexts';
import { MeshCallProvider } from './meshCallProvider';

// The built-in provider's rules with the browser's WebSocket, RTCPeerConnection and devices
// replaced: what it sends, how it follows the people in the call, and how a call ends.

class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  private readonly handlers = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  addEventListener(type: string, handler: (event: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.emit('close', { code: 1000 });
  }
  emit(type: string, event: unknown) {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.emit('open', {});
  }
  receive(message: ServerMessage) {
    this.emit('message', { data: JSON.stringify(message) });
  }
}

class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  readonly tracks: MediaStreamTrack[] = [];
  connectionState = 'new';
  closed = false;
  private readonly handlers = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.all.push(this);
  }
  addEventListener(type: string, handler: (event: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
    return { track };
  }
  close() {
    this.closed = true;
  }
  changeState(state: string) {
    this.connectionState = state;
    for (const handler of this.handlers.get('connectionstatechange') ?? []) handler({});
  }
}

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn() } as unknown as MediaStreamTrack & {
    stop: ReturnType<typeof vi.fn>;
  };
}

function fakeStream(kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map(fakeTrack);
  return {
    id: 'local-stream',
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
  } as unknown as MediaStream;
}

const peer = (id: string, name: string) => ({
  id,
  name,
  can_moderate: false,
  media: { mic: true, cam: true, screen: null },
});

describe('the built-in mesh provider', () => {
  let stream: MediaStream;

  beforeEach(() => {
    FakePeerConnection.all = [];
    stream = fakeStream(['audio', 'video']);
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(stream) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** null: a guest, signed out. */
  async function joined(token: string | null = 'session-token') {
    const provider = new MeshCallProvider(
      { meetingId: 'abcd-1234-efgh', token: token ?? undefined },
      [{ urls: 'stun:stun.example.org' }],
    );
    await provider.join();
    const socket = FakeSocket.last as FakeSocket;
    socket.open();
    socket.receive({
      type: 'welcome',
      self: { ...peer('self-0001', 'Meredith Tester'), can_moderate: true },
    });
    return { provider, socket };
  }

  it('joins the meeting with its session token and the devices it has', async () => {
    const { provider, socket } = await joined();
    expect(socket.url).toMatch(/^ws:\/\/.+\/meetings\/signal\/$/);
    expect(socket.sent[0]).toEqual({
      type: 'join',
      meeting_id: 'abcd-1234-efgh',
      token: 'session-token',
      media: { mic: true, cam: true, screen: null },
    });
    const snapshot = provider.snapshot();
    expect(snapshot.phase).toBe('in-call');
    expect(snapshot.devices).toEqual({ mic: true, cam: true });
    expect(snapshot.participants.map((p) => [p.name, p.isSelf, p.canModerate])).toEqual([
      ['Meredith Tester', true, true],
    ]);
  });

  it('joins a guest without a token, and with audio only when there is no camera', async () => {
    const audioOnly = fakeStream(['audio']);
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: vi
          .fn()
          .mockRejectedValueOnce(new Error('no camera'))
          .mockResolvedValueOnce(audioOnly),
      },
    });
    const { provider, socket } = await joined(null);
    expect(socket.sent[0]).not.toHaveProperty('token');
    expect(socket.sent[0]).toMatchObject({ media: { mic: true, cam: false } });
    expect(provider.snapshot().notices).toEqual([callNoticeTexts.audioOnly]);
    expect(provider.snapshot().devices).toEqual({ mic: true, cam: false });
  });

  it('connects to each newcomer with its tracks, marks a dropped peer gone, and says who left', async () => {
    const { provider, socket } = await joined();
    socket.receive({ type: 'peer-joined', peer: peer('rosa-0002', 'Rosa Tester') });
    const [connection] = FakePeerConnection.all;
    expect(connection?.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(connection?.tracks).toEqual(stream.getTracks());
    expect(provider.snapshot().participants[1]).toMatchObject({
      name: 'Rosa Tester',
      connection: 'connecting',
    });

    connection?.changeState('connected');
    expect(provider.snapshot().participants[1]?.connection).toBe('connected');
    connection?.changeState('failed');
    expect(provider.snapshot().participants[1]?.connection).toBe('gone');

    socket.receive({ type: 'peer-left', peer: 'rosa-0002' });
    expect(connection?.closed).toBe(true);
    expect(provider.snapshot().participants).toHaveLength(1);
    expect(provider.snapshot().notices).toEqual(['Rosa Tester left the meeting.']);
  });

  it('mutes by switching the track off and telling the others', async () => {
    const { provider, socket } = await joined();
    provider.toggleMic();
    expect(stream.getAudioTracks()[0]?.enabled).toBe(false);
    expect(socket.sent.at(-1)).toEqual({
      type: 'media',
      media: { mic: false, cam: true, screen: null },
    });
    expect(provider.snapshot().participants[0]?.media.mic).toBe(false);
  });

  it('ends when removed or when the meeting ends, stopping the camera', async () => {
    const { provider, socket } = await joined();
    socket.receive({ type: 'removed', by: 'Meredith Tester' });
    expect(provider.snapshot()).toMatchObject({
      phase: 'removed',
      reason: callNoticeTexts.removed('Meredith Tester'),
    });
    expect(
      (stream.getTracks()[0] as unknown as { stop: ReturnType<typeof vi.fn> }).stop,
    ).toHaveBeenCalled();

    const second = await joined();
    second.socket.receive({ type: 'ended', by: 'Rosa Tester' });
    expect(second.provider.snapshot()).toMatchObject({
      phase: 'ended',
      reason: callNoticeTexts.ended('Rosa Tester'),
    });
  });

  it('fails with the server’s words when refused, and says so when the connection drops', async () => {
    const provider = new MeshCallProvider({ meetingId: 'abcd-1234-efgh', token: undefined }, []);
    await provider.join();
    const socket = FakeSocket.last as FakeSocket;
    socket.open();
    socket.receive({
      type: 'refused',
      message: 'Meeting ID Not Found: it does not exist or has been ended.',
    });
    expect(provider.snapshot()).toMatchObject({
      phase: 'failed',
      reason: 'Meeting ID Not Found: it does not exist or has been ended.',
    });

    const { provider: inCall, socket: dropped } = await joined();
    dropped.emit('close', { code: 1006 });
    expect(inCall.snapshot()).toMatchObject({ phase: 'failed', reason: callNoticeTexts.lost });
  });
});
