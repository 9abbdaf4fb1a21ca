import { useOutboxSending } from '../../api/outbox/useOutboxSending';

/** Sends the person's waiting writes while they are signed in; shows nothing itself. */
export function OutboxSending() {
  useOutboxSending();
  return null;
}
