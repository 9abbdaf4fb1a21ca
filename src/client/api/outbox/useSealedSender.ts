import { useEffect } from 'react';
import { sessionAuthorization } from '../sessionAuthorization';
import { selectSessionUser } from '../sessionUser';
import { useAppSelector } from '../../state/hooks';
import { forgetAllSenders, sealSender, type SenderSeal } from './sealedSenders';

const warn = (error: unknown) => {
  console.warn('Motus could not keep the session for sending writes in the background', error);
};

/**
 * Keeps the signed-in person's session sealed on the device, so the service worker can send
 * their waiting writes with every tab closed (docs/product.md#working-offline): sealed again
 * whenever the session changes, and every sender forgotten once nobody is signed in (the
 * page unmounts the outbox then). Closing the tab keeps it: that is when the worker needs it.
 */
export function useSealedSender(seal: SenderSeal): void {
  const userId = useAppSelector(selectSessionUser)?.id;
  const authorization = useAppSelector(sessionAuthorization);

  useEffect(() => {
    if (userId === undefined || authorization === undefined) return;
    void sealSender(seal, userId, authorization).catch(warn);
  }, [seal, userId, authorization]);

  useEffect(
    () => () => {
      void forgetAllSenders().catch(warn);
    },
    [],
  );
}
