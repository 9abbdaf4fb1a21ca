import { callingPaths } from '../../../../shared/api/callingContract';
import type { ClientMessage } from '../../../../shared/api/signalContract';
import { SIGNAL_CLOSE_CODES, type ServerMessage } from '../../../../shared/calling/signalProtocol';

export interface SignalSocketEvents {
  /** The socket is open: the first message says which meeting to join. */
  open: () => void;
  message: (message: ServerMessage) => void;
  /** Closed for any reason but a removal or the meeting's end, which their messages tell. */
  lost: () => void;
}

function signalUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${callingPaths.signal}`;
}

/** The built-in provider's socket to our server, which relays its messages to the meeting. */
export class SignalSocket {
  private readonly socket: WebSocket;

  constructor(events: SignalSocketEvents) {
    const socket = new WebSocket(signalUrl());
    this.socket = socket;
    socket.addEventListener('open', events.open);
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      events.message(JSON.parse(event.data) as ServerMessage);
    });
    socket.addEventListener('close', ({ code }) => {
      if (code !== SIGNAL_CLOSE_CODES.removed && code !== SIGNAL_CLOSE_CODES.ended) events.lost();
    });
  }

  /** Sends while the socket is open; a message before then, or after it closed, is dropped. */
  send(message: ClientMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.socket.close();
  }
}
