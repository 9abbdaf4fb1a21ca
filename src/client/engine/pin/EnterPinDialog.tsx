import { useId, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { replaceDialogToast, Toasts } from '../../ui/feedback/toasts';
import { SECURE_PIN_LENGTH } from '../../../shared/api/securePinContract';
import type { PinPrompt } from '../../../shared/profile-config/profileConfigSchema';
import { paths } from '../../../shared/routes/paths';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useFormState } from '../../ui/forms/useFormState';
import { Dialog } from '../../ui/overlays/Dialog';
import { useResetSecurePinMutation } from '../api/securePinApi';
import { engineTexts, engineStateTexts } from '../engineTexts';
import { pinTexts } from './pinTexts';
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
 * 'Enter Security Pin' (docs/product.md#secure-pin): a hidden pin field with a show/hide toggle, Enter and Forgot
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
  // An empty Enter is said in a toast, never beside the field: the hook holds only what is typed.
  const form = useFormState({ pin: '' });
  const [resetPin, { isLoading: resetting }] = useResetSecurePinMutation();

  async function enter(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = form.values.pin.trim();
    if (typed === '') {
      replaceDialogToast(
        'warning',
        prompt ? pinTexts.provideYour(prompt.label) : engineTexts.noPin,
        toastsId,
      );
      return;
    }
    if ((await onEnter(typed)) === 'refused') form.reset();
  }

  async function forgotPin() {
    try {
      await resetPin(undefined).unwrap();
      replaceDialogToast('success', engineTexts.pinResetSent, toastsId);
    } catch (error) {
      replaceDialogToast(
        'error',
        serverFailureMessage(error) ?? engineTexts.somethingWentWrong,
        toastsId,
      );
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      title={prompt?.title ?? engineTexts.enterPinTitle}
      onClose={() => undefined}
      footer={
        <>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {engineStateTexts.cancel}
            </Button>
          ) : (
            <Link to={paths.dashboard} className={buttonClassNames({ variant: 'ghost' })}>
              {engineStateTexts.backToDashboard}
            </Link>
          )}
          {prompt ? null : (
            <Button variant="secondary" loading={resetting} onClick={() => void forgotPin()}>
              {pinTexts.forgotPin}
            </Button>
          )}
          <Button type="submit" form={formId} loading={checking}>
            {prompt?.button ?? pinTexts.enter}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void enter(event)} noValidate>
        <PasswordField
          label={prompt?.label ?? engineStateTexts.pinFieldLabel}
          hint={prompt ? engineStateTexts.idNumberHint : engineStateTexts.pinHint}
          {...form.field('pin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={SECURE_PIN_LENGTH * 4}
          // The dialog exists to take this pin: focus belongs here.
          autoFocus
        />
      </form>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}
