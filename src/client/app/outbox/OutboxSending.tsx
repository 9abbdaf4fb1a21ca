import { useState } from 'react';
import { useOutboxSending } from '../../api/outbox/useOutboxSending';
import { useSealedSender } from '../../api/outbox/useSealedSender';
import { createSenderSeal } from '../../features/auth/senderSeal';

/**
 * Sends the person's waiting writes while they are signed in, and keeps their session sealed
 * for the service worker to send them with every tab closed; shows nothing itself.
 */
export function OutboxSending() {
  // One seal per mount: it asks the device's key store once, then keeps the key.
  const [seal] = useState(createSenderSeal);
  useSealedSender(seal);
  useOutboxSending();
  return null;
}
