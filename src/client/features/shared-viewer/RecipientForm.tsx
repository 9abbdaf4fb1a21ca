import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { SHARE_LINK_RECIPIENT_MAX_LENGTH } from '../../../shared/api/shareLinksContract';
import { Button } from '../../ui/actions/Button';
import { PasswordField } from '../../ui/forms/PasswordField';
import { TextField } from '../../ui/forms/TextField';
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

type Field = 'name' | 'passcode';

/** Who opens the link (the person sees it in their log), and its passcode when it has one. */
export function RecipientForm({
  needsPasscode,
  opening,
  remainingAttempts,
  refusal,
  onOpen,
}: RecipientFormProps) {
  const introId = useId();
  const [name, setName] = useState('');
  const [passcode, setPasscode] = useState('');
  const [problem, setProblem] = useState<{ field: Field; message: string }>();
  const nameField = useRef<HTMLInputElement>(null);
  const passcodeField = useRef<HTMLInputElement>(null);

  // A refused passcode is typed again: the field is emptied and focused, its error says why.
  useEffect(() => {
    if (remainingAttempts === undefined) return;
    setPasscode('');
    setProblem({ field: 'passcode', message: sharedViewerTexts.wrongPasscode(remainingAttempts) });
  }, [remainingAttempts]);
  useEffect(() => {
    if (problem?.field === 'name') nameField.current?.focus();
    if (problem?.field === 'passcode') passcodeField.current?.focus();
  }, [problem]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const recipient = name.trim();
    if (recipient === '') {
      setProblem({ field: 'name', message: sharedViewerTexts.nameNeeded });
      return;
    }
    if (needsPasscode && passcode === '') {
      setProblem({ field: 'passcode', message: sharedViewerTexts.passcodeNeeded });
      return;
    }
    setProblem(undefined);
    onOpen(recipient, needsPasscode ? passcode : undefined);
  }

  return (
    <form
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
        ref={nameField}
        label={sharedViewerTexts.yourName}
        hint={sharedViewerTexts.yourNameHint}
        autoComplete="name"
        maxLength={SHARE_LINK_RECIPIENT_MAX_LENGTH}
        value={name}
        error={problem?.field === 'name' ? problem.message : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {needsPasscode ? (
        <PasswordField
          secretName="passcode"
          ref={passcodeField}
          label={sharedViewerTexts.passcode}
          hint={sharedViewerTexts.passcodeHint}
          autoComplete="off"
          value={passcode}
          error={problem?.field === 'passcode' ? problem.message : undefined}
          onChange={(event) => setPasscode(event.target.value)}
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
