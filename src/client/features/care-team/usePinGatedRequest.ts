import { useState } from 'react';
import { replaceDialogToast } from '../../ui/feedback/toasts';
import { HAS_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { sessionAuthorization } from '../../api/sessionAuthorization';
import { sessionRejected } from '../../api/sessionRejected';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { useLazyVerifySecurePinQuery } from '../../engine/api/securePinApi';
import { engineTexts } from '../../engine/engineTexts';
import type { PinCheckOutcome } from '../../engine/pin/usePinCheck';

/** The server answered with an error: its status and its own words, when it gave any. */
export interface RequestRefused {
  kind: 'refused';
  status: number;
  message: string | undefined;
}
/** The network failed, or the reply stopped before its end. */
export interface RequestFailed {
  kind: 'failed';
}

const isRefusal = (outcome: { kind: string }): outcome is RequestRefused =>
  outcome.kind === 'refused';

export interface PinRequest {
  checking: boolean;
  enter: (pin: string) => Promise<PinCheckOutcome>;
  cancel: () => void;
}

export interface PinGatedRequest<Job> {
  /** The job being done, if any. */
  busy: Job | null;
  start: (job: Job) => void;
  /** Set while the secure pin is asked for: what the pin dialog needs. */
  pinRequest: PinRequest | null;
}

/**
 * A request that carries the person's own pin-gated data (an export, an import): a person
 * with a secure pin gives it first, in the pin dialog, where a refused pin is said as a pinned
 * read says it and the dialog stays for another try. Sent with the session's Authorization
 * header; a 401 for this session ends it as any API call's would.
 */
export function usePinGatedRequest<Job, Outcome extends { kind: string }>(options: {
  pinToastsId: string;
  send: (
    job: Job,
    authorization: string | undefined,
    pin: string | undefined,
  ) => Promise<Outcome | RequestRefused | RequestFailed>;
  finish: (outcome: Outcome | RequestRefused | RequestFailed) => void;
  cancelled: () => void;
}): PinGatedRequest<Job> {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [verifySecurePin] = useLazyVerifySecurePinQuery();
  const [busy, setBusy] = useState<Job | null>(null);
  const [askingPin, setAskingPin] = useState<Job | null>(null);
  const [checkingPin, setCheckingPin] = useState(false);

  async function send(job: Job, pin?: string) {
    const authorization = sessionAuthorization(store.getState());
    const outcome = await options.send(job, authorization, pin);
    if (
      isRefusal(outcome) &&
      outcome.status === 401 &&
      authorization === sessionAuthorization(store.getState())
    ) {
      dispatch(sessionRejected());
    }
    return outcome;
  }

  function finish(outcome: Outcome | RequestRefused | RequestFailed) {
    setBusy(null);
    options.finish(outcome);
  }

  async function start(job: Job) {
    setBusy(job);
    let hasPin: boolean;
    try {
      hasPin = (await verifySecurePin(undefined).unwrap()).data === HAS_SECURE_PIN_TEXT;
    } catch {
      finish({ kind: 'failed' });
      return;
    }
    if (hasPin) {
      setAskingPin(job);
      return;
    }
    finish(await send(job));
  }

  async function enterPin(job: Job, pin: string): Promise<PinCheckOutcome> {
    setCheckingPin(true);
    const outcome = await send(job, pin);
    setCheckingPin(false);
    if (isRefusal(outcome) && (outcome.status === 403 || outcome.status === 429)) {
      // As a pinned read says it: a wrong pin is 'Security Pin Denied!', a lock says until when.
      const message =
        outcome.status === 403
          ? engineTexts.pinDenied
          : (outcome.message ?? engineTexts.somethingWentWrong);
      replaceDialogToast('error', message, options.pinToastsId);
      return 'refused';
    }
    setAskingPin(null);
    finish(outcome);
    return 'accepted';
  }

  return {
    busy,
    start: (job) => void start(job),
    pinRequest:
      askingPin === null
        ? null
        : {
            checking: checkingPin,
            enter: (pin) => enterPin(askingPin, pin),
            cancel: () => {
              setAskingPin(null);
              setBusy(null);
              options.cancelled();
            },
          },
  };
}
