import { useId, useState, type ReactNode } from 'react';
import { NO_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import type { DateRange } from '../../../shared/dates/dateRanges';
import type { PinPrompt } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileTab } from '../../../shared/profile-config/tabSchema';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { useVerifySecurePinQuery } from '../api/securePinApi';
import { engineStateTexts } from '../engineTexts';
import { EnterPinDialog } from './EnterPinDialog';
import { NoPinDialog } from './NoPinDialog';
import { usePinCheck } from './usePinCheck';

export interface PinGateProps {
  /** The read that tries a typed pin (docs/product.md#secure-pin checks a pin by reading the first tab). */
  checkTab: ProfileTab;
  range: DateRange;
  /** Said when a pin opens the page, e.g. 'Medical Data Successfully Retrieved!'. */
  retrievedMessage: string;
  /**
   * Asks in these words instead, without first asking whether a pin exists, and says nothing
   * when the pin opens the page (docs/product.md#blood-results: 'Enter your ID number').
   */
  prompt?: PinPrompt | undefined;
  /** What the pin unlocks, given the accepted pin and a way to lock again. */
  children: (pin: string, relock: () => void) => ReactNode;
}

/**
 * Keeps pin-gated content behind the user's secure pin (docs/product.md#secure-pin): asks whether a pin
 * exists, then blocks with 'No Security Pin' or 'Enter Security Pin' until a pin is
 * accepted. The accepted pin lives in this component's state only: never in storage, and
 * gone when the page is left or the user signs out (both unmount it).
 *
 * Knows nothing about what it guards: the profile's config gives the check and the words.
 */
export function PinGate({ checkTab, range, retrievedMessage, prompt, children }: PinGateProps) {
  const [pin, setPin] = useState<string>();
  const toastsId = useId();
  const verify = useVerifySecurePinQuery(undefined, { skip: prompt !== undefined });
  const { check, checking } = usePinCheck(
    checkTab,
    range,
    prompt ? undefined : retrievedMessage,
    toastsId,
  );
  const enterPin = (
    <EnterPinDialog
      toastsId={toastsId}
      checking={checking}
      prompt={prompt}
      onEnter={async (typed) => {
        const outcome = await check(typed);
        if (outcome === 'accepted') setPin(typed);
        return outcome;
      }}
    />
  );

  if (pin !== undefined) return children(pin, () => setPin(undefined));
  if (prompt) return enterPin;
  if (verify.isError) {
    return (
      <ErrorState
        title={engineStateTexts.pinCheckFailed}
        message={engineStateTexts.chartFailedHint}
        onRetry={() => void verify.refetch()}
      />
    );
  }
  if (!verify.data) return <LoadingState label={engineStateTexts.pinChecking} />;
  if (verify.data.data === NO_SECURE_PIN_TEXT) return <NoPinDialog />;
  return enterPin;
}
