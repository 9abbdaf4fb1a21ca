import { callingPaths, type IceServer } from '../../../../shared/api/callingContract';
import type { ClientMessage } from '../../../../shared/api/signalContract';
import type {
  MediaState,
  PeerInfo,
  ServerMessage,
  SignalPayload,
} from '../../../../shared/calling/signalProtocol';
import {
  initialSnapshot,
  type CallJoinOptions,
  type CallProvider,
  type CallSnapshot,
} from './callProvider';
import {
  addPoll,
  recordVote,
  removeParticipant,
  updateParticipant,
  upsertParticipant,
} from './callSnapshotUpdates';
import { CallStore } from './callStore';
import { openLocalMedia } from './localMedia';

/** Closing codes the server uses (signalRoute.ts); anything else is a lost connection. */
const CLOSED_BY_SERVER = { refused: 4001, removed: 4002, ended: 4003 } as const;

export const meshTexts = {
  removed: (by: string) => `${by} removed you from the meeting.`,
  ended: (by: string) => `${by} ended the meeting for everyone.`,
  lost: 'The connection to Motus was lost. Check your network and join again.',
  left: 'You left the meeting.',
  screenRefused: 'Screen sharing was not started: the browser did not allow it.',
} as const;

interface PeerLink {
  connection: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  screenSenders: RTCRtpSender[];
}

function signalUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${callingPaths.signal}`;
}

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * The built-in provider: WebRTC from browser to browser, every person connected to every
 * other (a mesh, right for a consultation of two to four), signalled through our server.
 * Each pair negotiates with the "perfect negotiation" pattern, so both sides may add a
 * track (a screen share) at any time without colliding offers.
 */
export class MeshCallProvider extends CallStore implements CallProvider {
  private socket: WebSocket | undefined;
  private local: MediaStream | null = null;
  private screen: MediaStream | null = null;
  private selfId = '';
  private readonly links = new Map<string, PeerLink>();
  private media: MediaState = { mic: false, cam: false, screen: null };
  private ended = false;

  constructor(
    private readonly options: CallJoinOptions,
    private readonly iceServers: IceServer[],
  ) {
    super(initialSnapshot);
  }

  async join(): Promise<void> {
    const { stream, notice } = await openLocalMedia();
    if (this.ended) {
      stream?.getTracks().forEach((track) => track.stop());
      return;
    }
    this.local = stream;
    this.media = {
      mic: (stream?.getAudioTracks().length ?? 0) > 0,
      cam: (stream?.getVideoTracks().length ?? 0) > 0,
      screen: null,
    };
    this.set({
      ...this.state,
      devices: { mic: this.media.mic, cam: this.media.cam },
      notices: notice ? [...this.state.notices, notice] : this.state.notices,
    });

    const socket = new WebSocket(signalUrl());
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.send({
        type: 'join',
        meeting_id: this.options.meetingId,
        ...(this.options.token ? { token: this.options.token } : {}),
        media: this.media,
      });
    });
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      this.receive(JSON.parse(event.data) as ServerMessage);
    });
    socket.addEventListener('close', (event) => this.socketClosed(event.code));
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.selfId = message.self.id;
        this.set({
          ...upsertParticipant(this.state, message.self.id, {
            name: message.self.name,
            isSelf: true,
            canModerate: message.self.can_moderate,
            media: this.media,
            camera: this.local,
            connection: 'connected',
          }),
          phase: 'in-call',
        });
        return;
      case 'peer-joined':
        // Whoever was here first starts the connection to the newcomer.
        this.meet(message.peer);
        return;
      case 'peer-present':
        this.meet(message.peer);
        return;
      case 'peer-left':
        this.links.get(message.peer)?.connection.close();
        this.links.delete(message.peer);
        this.set(removeParticipant(this.state, message.peer));
        return;
      case 'signal':
        void this.signal(message.from, message.data);
        return;
      case 'media': {
        const participant = this.state.participants.find((p) => p.id === message.from);
        const screenGone = message.media.screen === null;
        this.set(
          updateParticipant(this.state, message.from, {
            media: message.media,
            ...(screenGone && participant?.screen ? { screen: null } : {}),
          }),
        );
        return;
      }
      case 'chat':
        this.set({
          ...this.state,
          chat: [
            ...this.state.chat,
            {
              id: `${message.at}-${message.from}`,
              from: message.from,
              name: message.name,
              text: message.text,
              at: message.at,
            },
          ],
        });
        return;
      case 'poll-create':
        this.set(
          addPoll(this.state, {
            id: message.poll_id,
            question: message.question,
            by: message.name,
            options: message.options,
            votes: {},
          }),
        );
        return;
      case 'poll-vote':
        this.set(recordVote(this.state, message.poll_id, message.from, message.option));
        return;
      case 'removed':
        this.finish('removed', meshTexts.removed(message.by));
        return;
      case 'ended':
        this.finish('ended', meshTexts.ended(message.by));
        return;
      case 'refused':
        if (this.state.phase === 'joining') this.finish('failed', message.message);
        else this.set({ ...this.state, notices: [...this.state.notices, message.message] });
        return;
    }
  }

  private meet(peer: PeerInfo): void {
    this.set(
      upsertParticipant(this.state, peer.id, {
        name: peer.name,
        canModerate: peer.can_moderate,
        media: peer.media,
      }),
    );
    if (this.links.has(peer.id)) return;
    const connection = new RTCPeerConnection({ iceServers: this.iceServers });
    const link: PeerLink = {
      connection,
      polite: this.selfId < peer.id,
      makingOffer: false,
      ignoreOffer: false,
      screenSenders: [],
    };
    this.links.set(peer.id, link);

    connection.addEventListener('negotiationneeded', () => {
      void (async () => {
        try {
          link.makingOffer = true;
          await connection.setLocalDescription();
          this.sendSignal(peer.id, { description: this.description(connection) });
        } finally {
          link.makingOffer = false;
        }
      })();
    });
    connection.addEventListener('icecandidate', ({ candidate }) => {
      this.sendSignal(peer.id, {
        candidate: candidate
          ? (candidate.toJSON() as RTCIceCandidateInit & { candidate: string })
          : null,
      });
    });
    connection.addEventListener('track', ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      const person = this.state.participants.find((p) => p.id === peer.id);
      const isScreen = person?.media.screen === stream.id;
      this.set(
        updateParticipant(this.state, peer.id, isScreen ? { screen: stream } : { camera: stream }),
      );
      stream.addEventListener('removetrack', () => {
        if (stream.getTracks().length === 0 && isScreen) {
          this.set(updateParticipant(this.state, peer.id, { screen: null }));
        }
      });
    });
    connection.addEventListener('connectionstatechange', () => {
      const states: Partial<Record<RTCPeerConnectionState, 'connected' | 'reconnecting' | 'gone'>> =
        {
          connected: 'connected',
          disconnected: 'reconnecting',
          failed: 'gone',
        };
      const next = states[connection.connectionState];
      if (next) this.set(updateParticipant(this.state, peer.id, { connection: next }));
    });

    for (const track of this.local?.getTracks() ?? [])
      connection.addTrack(track, this.local as MediaStream);
    for (const track of this.screen?.getTracks() ?? []) {
      link.screenSenders.push(connection.addTrack(track, this.screen as MediaStream));
    }
  }

  private description(connection: RTCPeerConnection): SignalPayload['description'] {
    const description = connection.localDescription;
    return description ? { type: description.type, sdp: description.sdp } : undefined;
  }

  private sendSignal(to: string, data: SignalPayload): void {
    this.send({ type: 'signal', to, data });
  }

  /** Perfect negotiation (the WebRTC specification's example), for one pair of peers. */
  private async signal(from: string, data: SignalPayload): Promise<void> {
    const link = this.links.get(from);
    if (!link) return;
    const { connection } = link;
    try {
      if (data.description) {
        const collision =
          data.description.type === 'offer' &&
          (link.makingOffer || connection.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        await connection.setRemoteDescription(data.description);
        if (data.description.type === 'offer') {
          await connection.setLocalDescription();
          this.sendSignal(from, { description: this.description(connection) });
        }
      } else if (data.candidate !== undefined) {
        try {
          await connection.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!link.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('signalling with a peer failed', error);
    }
  }

  toggleMic(): void {
    const tracks = this.local?.getAudioTracks() ?? [];
    if (tracks.length === 0) return;
    const on = !this.media.mic;
    tracks.forEach((track) => (track.enabled = on));
    this.changeMedia({ mic: on });
  }

  toggleCam(): void {
    const tracks = this.local?.getVideoTracks() ?? [];
    if (tracks.length === 0) return;
    const on = !this.media.cam;
    tracks.forEach((track) => (track.enabled = on));
    this.changeMedia({ cam: on });
  }

  private changeMedia(change: Partial<MediaState>): void {
    this.media = { ...this.media, ...change };
    this.send({ type: 'media', media: this.media });
    this.set(updateParticipant(this.state, this.selfId, { media: this.media }));
  }

  async toggleScreenShare(): Promise<void> {
    if (this.screen) return this.stopScreenShare();
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      this.set({ ...this.state, notices: [...this.state.notices, meshTexts.screenRefused] });
      return;
    }
    this.screen = screen;
    // Announce the stream first, so receivers know which incoming stream is the screen.
    this.changeMedia({ screen: screen.id });
    for (const link of this.links.values()) {
      for (const track of screen.getTracks()) {
        link.screenSenders.push(link.connection.addTrack(track, screen));
      }
    }
    screen.getVideoTracks()[0]?.addEventListener('ended', () => this.stopScreenShare());
    this.set(updateParticipant(this.state, this.selfId, { screen }));
  }

  private stopScreenShare(): void {
    if (!this.screen) return;
    this.screen.getTracks().forEach((track) => track.stop());
    this.screen = null;
    for (const link of this.links.values()) {
      for (const sender of link.screenSenders) link.connection.removeTrack(sender);
      link.screenSenders = [];
    }
    this.changeMedia({ screen: null });
    this.set(updateParticipant(this.state, this.selfId, { screen: null }));
  }

  sendChat(text: string): void {
    const trimmed = text.trim();
    if (trimmed) this.send({ type: 'chat', text: trimmed });
  }

  createPoll(question: string, options: string[]): void {
    this.send({ type: 'poll-create', poll_id: randomId(), question, options });
  }

  vote(pollId: string, option: number): void {
    this.send({ type: 'poll-vote', poll_id: pollId, option });
  }

  remove(participantId: string): void {
    this.send({ type: 'remove', peer: participantId });
  }

  endForAll(): void {
    this.send({ type: 'end' });
  }

  leave(): void {
    this.finish('left', meshTexts.left);
  }

  private socketClosed(code: number): void {
    if (this.ended) return;
    if (code === CLOSED_BY_SERVER.removed || code === CLOSED_BY_SERVER.ended) return;
    this.finish('failed', this.state.reason ?? meshTexts.lost);
  }

  private finish(phase: CallSnapshot['phase'], reason: string): void {
    if (this.ended) return;
    this.ended = true;
    for (const link of this.links.values()) link.connection.close();
    this.links.clear();
    this.local?.getTracks().forEach((track) => track.stop());
    this.screen?.getTracks().forEach((track) => track.stop());
    this.socket?.close();
    this.set({ ...this.state, phase, reason });
  }
}
