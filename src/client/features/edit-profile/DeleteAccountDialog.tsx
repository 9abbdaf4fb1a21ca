import { useId, useState, type SubmitEvent } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION_WORD } from '../../../shared/api/accountErasureContract';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { PasswordField } from '../../ui/forms/PasswordField';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { Dialog } from '../../ui/overlays/Dialog';
import { deletionConfirmed, emptyDeleteAccount } from './deleteAccountForm';
import { useDeleteAccountMutation } from './editProfileApi';
import { deleteAccountTexts } from './editProfileTexts';

export interface DeleteAccountDialogProps {
  onClose: () => void;
  /** The server has erased the account: the browser forgets the person next. */
  onDeleted: () => void;
}

/**
 * The last question before an account is erased. It cannot be undone, so both the password
 * and the typed word are asked, and the button waits for both.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const formId = useId();
  const form = useFormState(emptyDeleteAccount);
  const [problem, setProblem] = useState<string>();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const ready = deletionConfirmed(form.values);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || deleting.isLoading) return;
    setProblem(undefined);
    try {
      await deleteAccount({ password: form.values.password }).unwrap();
      onDeleted();
    } catch (error) {
      setProblem(serverFailureMessage(error) ?? deleteAccountTexts.failedUnknown);
    }
  }

  return (
    <Dialog
      open
      title={deleteAccountTexts.dialogTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {deleteAccountTexts.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!ready}
            loading={deleting.isLoading}
          >
            {deleteAccountTexts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{deleteAccountTexts.dialogWarning}</p>
        {problem ? (
          <ErrorState compact title={deleteAccountTexts.failed} message={problem} />
        ) : null}
        <PasswordField
          label={deleteAccountTexts.passwordLabel}
          hint={deleteAccountTexts.passwordHint}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <TextField
          label={deleteAccountTexts.confirmLabel(DELETE_ACCOUNT_CONFIRMATION_WORD)}
          hint={deleteAccountTexts.confirmHint(DELETE_ACCOUNT_CONFIRMATION_WORD)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          {...form.field('confirmation')}
        />
      </form>
    </Dialog>
  );
}
