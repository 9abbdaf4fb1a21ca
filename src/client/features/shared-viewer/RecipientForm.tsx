import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { SHARE_LINK_RECIPIENT_MAX_LENGTH } from '../../../shared/api/shareLinksContract';
import { Button } from '../../ui/actions/Button';
import { PasswordField } from '../../ui/forms/PasswordField';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { emptyRecipient, validateRecipient } from './recipientForm';
import { sharedViewerTexts } from './sharedViewerTexts';

export interface RecipientFormProps {
  needsPasscode: boolean;
  opening: boolean;
  /** The last passcode was refused: the link takes this many more. */
  remainingAttempts?: number | undefined;
  /** The server refused what was sent, in its words. */
  refusal?: string | undefined;
  onOpen: (recipient: string, passcode: string | undefined) => void;
}

/** Who opens the link (the person sees it in their log), and its passcode when it has one. */
export function RecipientForm({
  needsPasscode,
  opening,
  remainingAttempts,
  refusal,
  onOpen,
}: RecipientFormProps) {
  const introId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  // A problem is said at Open, at its field, which takes the focus; it stays until the next.
  const form = useFormState(emptyRecipient, (values) => validateRecipient(values, needsPasscode), {
    errorTiming: 'untilNextSubmit',
  });
  const { setValue, showError } = form;

  // A refused passcode is typed again: the field is emptied and focused, its error says why.
  useEffect(() => {
    if (remainingAttempts === undefined) return;
    setValue('passcode', '');
    showError('passcode', sharedViewerTexts.wrongPasscode(remainingAttempts), formElement.current);
    // Only a new refusal (a new count) empties the field, not a render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remainingAttempts]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit(event.currentTarget)) return;
    onOpen(form.values.name.trim(), needsPasscode ? form.values.passcode : undefined);
  }

  return (
    <form
      ref={formElement}
      className="shared-viewer__form"
      aria-label={sharedViewerTexts.formLabel}
      aria-describedby={introId}
      onSubmit={submit}
      noValidate
    >
      <p id={introId} className="shared-viewer__intro">
        {sharedViewerTexts.intro}
      </p>
      <TextField
        label={sharedViewerTexts.yourName}
        hint={sharedViewerTexts.yourNameHint}
        autoComplete="name"
        maxLength={SHARE_LINK_RECIPIENT_MAX_LENGTH}
        {...form.field('name')}
      />
      {needsPasscode ? (
        <PasswordField
          secretName="passcode"
          label={sharedViewerTexts.passcode}
          hint={sharedViewerTexts.passcodeHint}
          autoComplete="off"
          {...form.field('passcode')}
        />
      ) : null}
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={opening}>
          {sharedViewerTexts.open}
        </Button>
      </div>
    </form>
  );
}
