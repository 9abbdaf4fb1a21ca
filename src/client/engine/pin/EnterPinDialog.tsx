import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify';
import { SECURE_PIN_LENGTH } from '../../../shared/api/securePinContract';
import type { PinPrompt } from '../../../shared/profile-config/profileConfigSchema';
import { paths } from '../../../shared/routes/paths';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { PasswordField } from '../../ui/forms/PasswordField';
import { Dialog } from '../../ui/overlays/Dialog';
import { useResetSecurePinMutation } from '../api/securePinEndpoints';
import { engineMessages, engineStateMessages } from '../engineMessages';
import type { PinCheckOutcome } from './usePinCheck';

export interface EnterPinDialogProps {
  /** Tries the typed pin; the dialog clears the field when it is refused. */
  onEnter: (pin: string) => Promise<PinCheckOutcome>;
  checking: boolean;
  /** The id of the dialog's own toast container (a modal sits above the page's toasts). */
  toastsId: string;
  /** The config's own words for the pin (the blood-results 'Enter your ID number'). */
  prompt?: PinPrompt | undefined;
  /**
   * Asked for one action rather than to open a page (a passcode link of pin-gated areas): a
   * Cancel button gives up that action, in place of the way back to the dashboard.
   */
  onCancel?: (() => void) | undefined;
}

/**
 * 'Enter Security Pin' (002 §2): a hidden pin field with a show/hide toggle, Enter and Forgot
 * Secure Pin. Blocking: it stays until a pin is accepted; Enter with nothing typed says so.
 * With a prompt it asks in the prompt's words, and has no Forgot Secure Pin.
 */
export function EnterPinDialog({
  onEnter,
  checking,
  toastsId,
  prompt,
  onCancel,
}: EnterPinDialogProps) {
  const formId = useId();
  const [pin, setPin] = useState('');
  const [resetPin, { isLoading: resetting }] = useResetSecurePinMutation();

  async function enter(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = pin.trim();
    if (typed === '') {
      toast.warn(prompt ? requiredMessage(prompt) : engineMessages.noPin, {
        containerId: toastsId,
      });
      return;
    }
    if ((await onEnter(typed)) === 'refused') setPin('');
  }

  async function forgotPin() {
    try {
      await resetPin(undefined).unwrap();
      toast.success(engineMessages.pinResetSent, { containerId: toastsId });
    } catch (error) {
      toast.error(serverFailureMessage(error) ?? engineMessages.somethingWentWrong, {
        containerId: toastsId,
      });
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      title={prompt?.title ?? engineMessages.enterPinTitle}
      onClose={() => undefined}
      footer={
        <>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {engineStateMessages.cancel}
            </Button>
          ) : (
            <Link to={paths.dashboard} className={buttonClassNames({ variant: 'ghost' })}>
              {engineStateMessages.backToDashboard}
            </Link>
          )}
          {prompt ? null : (
            <Button variant="secondary" loading={resetting} onClick={() => void forgotPin()}>
              Forgot Secure Pin
            </Button>
          )}
          <Button type="submit" form={formId} loading={checking}>
            {prompt?.button ?? 'Enter'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void enter(event)} noValidate>
        <PasswordField
          label={prompt?.label ?? engineStateMessages.pinFieldLabel}
          hint={prompt ? engineStateMessages.idNumberHint : engineStateMessages.pinHint}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={SECURE_PIN_LENGTH * 4}
          // The dialog exists to take this pin: focus belongs here.
          autoFocus
        />
      </form>
      <ToastContainer containerId={toastsId} position="bottom-right" newestOnTop />
    </Dialog>
  );
}

/** 002 §5 names the rule (the ID number is required) but not its words. */
function requiredMessage(prompt: PinPrompt): string {
  return `Please provide your ${prompt.label}!`;
}
