import type { PeerInfo, ServerMessage } from '../../../shared/calling/signalProtocol';
import type { AccountErased, MeetingBus, MeetingEnvelope } from './meetingBus';

/** A socket in a meeting, held by this instance. */
export interface LocalPeer {
  info: PeerInfo;
  meeting: string;
  /** The signed-in account behind the socket; undefined for a guest who is not signed in. */
  userId: number | undefined;
  send(message: ServerMessage): void;
  /** Closes the socket after what was sent (removed from the meeting, or the meeting ended). */
  close(reason: string): void;
}

/**
 * The sockets this instance holds, by meeting. Every message goes out on the bus and comes
 * back to each instance, which hands it to its own sockets: a two-person call works the same
 * whether both people reached one instance or two.
 */
export class MeetingHub {
  private readonly meetings = new Map<string, Map<string, LocalPeer>>();
  private bus: MeetingBus | undefined;

  attach(bus: MeetingBus): void {
    this.bus = bus;
  }

  publish(envelope: MeetingEnvelope): Promise<void> {
    if (!this.bus) throw new Error('The meeting hub has no bus yet');
    return this.bus.publish(envelope);
  }

  add(peer: LocalPeer): void {
    let peers = this.meetings.get(peer.meeting);
    if (!peers) {
      peers = new Map();
      this.meetings.set(peer.meeting, peers);
    }
    peers.set(peer.info.id, peer);
  }

  remove(peer: LocalPeer): boolean {
    const peers = this.meetings.get(peer.meeting);
    const had = peers?.delete(peer.info.id) ?? false;
    if (peers?.size === 0) this.meetings.delete(peer.meeting);
    return had;
  }

  /**
   * An erased account: its meetings end for everyone in them (they no longer exist), and its
   * sockets in anyone else's meeting close. Each close takes the peer out and tells the others.
   */
  closeAccount(erased: AccountErased, endedBy: string): void {
    for (const meeting of erased.meetings) {
      for (const peer of [...(this.meetings.get(meeting)?.values() ?? [])]) {
        peer.send({ type: 'ended', by: endedBy });
        peer.close('ended');
      }
    }
    for (const peers of [...this.meetings.values()]) {
      for (const peer of [...peers.values()]) {
        if (peer.userId === erased.userId) peer.close('removed');
      }
    }
  }

  /** Called for every envelope heard on the bus, from this instance or another. */
  deliver(envelope: MeetingEnvelope, onError: (error: unknown) => void): void {
    const peers = this.meetings.get(envelope.meeting);
    if (!peers) return;
    const { message } = envelope;
    for (const peer of [...peers.values()]) {
      if (envelope.to !== undefined && envelope.to !== peer.info.id) continue;
      if (envelope.except === peer.info.id) continue;
      peer.send(message);
      if (message.type === 'peer-joined') {
        // The newcomer learns who is here from each of them, wherever they are connected.
        this.publish({
          meeting: envelope.meeting,
          to: message.peer.id,
          message: { type: 'peer-present', peer: peer.info },
        }).catch(onError);
      }
      // Closing takes the peer out and tells the others it left.
      if (message.type === 'removed' || message.type === 'ended') peer.close(message.type);
    }
  }
}
