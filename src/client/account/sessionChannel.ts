/**
 * What the tabs of one browser tell each other about the one session they share: a person
 * active in any tab keeps every tab's hour going, and signing out in one signs out all.
 */
export type SessionMessage =
  | { kind: 'active' }
  /** `idle` when the hour without activity ran out: each tab keeps its place to return to. */
  | { kind: 'signed-out'; reason: 'logout' | 'idle' };

const CHANNEL_NAME = 'motus-session';
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  // A browser without BroadcastChannel keeps each tab to itself, as before.
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs; a tab never hears its own messages. */
export function tellOtherTabs(message: SessionMessage): void {
  openChannel()?.postMessage(message);
}

/** Listens to the other tabs; returns the way to stop. */
export function listenToOtherTabs(listener: (message: SessionMessage) => void): () => void {
  const opened = openChannel();
  if (!opened) return () => undefined;
  const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
  opened.addEventListener('message', onMessage);
  return () => opened.removeEventListener('message', onMessage);
}
