import type { IceServer } from '../../../../shared/api/callingContract';
import type { SignalPayload } from '../../../../shared/calling/signalProtocol';
import type { Participant } from './callProvider';

/** What a link reports about the person at its other end. */
export interface PeerLinkEvents {
  /** A signal for the other side, which the server passes on. */
  signal: (data: SignalPayload) => void;
  /** A stream of theirs arrived: their camera, or their screen. */
  stream: (stream: MediaStream) => void;
  connection: (state: Participant['connection']) => void;
}

const CONNECTION_STATES: Partial<Record<RTCPeerConnectionState, Participant['connection']>> = {
  connected: 'connected',
  disconnected: 'reconnecting',
  failed: 'gone',
};

/**
 * The WebRTC connection to one other person in a mesh call. Each pair negotiates with the
 * "perfect negotiation" pattern, so both sides may add a track (a screen share) at any time
 * without colliding offers: the polite side yields when two offers cross.
 */
export class MeshPeerLink {
  private readonly connection: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private screenSenders: RTCRtpSender[] = [];

  constructor(
    private readonly polite: boolean,
    iceServers: IceServer[],
    private readonly events: PeerLinkEvents,
  ) {
    const connection = new RTCPeerConnection({ iceServers });
    this.connection = connection;
    connection.addEventListener('negotiationneeded', () => {
      void (async () => {
        try {
          this.makingOffer = true;
          await connection.setLocalDescription();
          events.signal({ description: this.description() });
        } finally {
          this.makingOffer = false;
        }
      })();
    });
    connection.addEventListener('icecandidate', ({ candidate }) => {
      events.signal({
        candidate: candidate
          ? (candidate.toJSON() as RTCIceCandidateInit & { candidate: string })
          : null,
      });
    });
    connection.addEventListener('track', ({ track, streams }) => {
      events.stream(streams[0] ?? new MediaStream([track]));
    });
    connection.addEventListener('connectionstatechange', () => {
      const state = CONNECTION_STATES[connection.connectionState];
      if (state) events.connection(state);
    });
  }

  sendCamera(camera: MediaStream): void {
    for (const track of camera.getTracks()) this.connection.addTrack(track, camera);
  }

  sendScreen(screen: MediaStream): void {
    for (const track of screen.getTracks()) {
      this.screenSenders.push(this.connection.addTrack(track, screen));
    }
  }

  stopScreen(): void {
    for (const sender of this.screenSenders) this.connection.removeTrack(sender);
    this.screenSenders = [];
  }

  /** Perfect negotiation (the example in W3C's WebRTC 1.0), for this pair of peers. */
  async receive(data: SignalPayload): Promise<void> {
    const { connection } = this;
    try {
      if (data.description) {
        const collision =
          data.description.type === 'offer' &&
          (this.makingOffer || connection.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await connection.setRemoteDescription(data.description);
        if (data.description.type === 'offer') {
          await connection.setLocalDescription();
          this.events.signal({ description: this.description() });
        }
      } else if (data.candidate !== undefined) {
        try {
          await connection.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('signalling with a peer failed', error);
    }
  }

  close(): void {
    this.connection.close();
  }

  private description(): SignalPayload['description'] {
    const description = this.connection.localDescription;
    return description ? { type: description.type, sdp: description.sdp } : undefined;
  }
}
