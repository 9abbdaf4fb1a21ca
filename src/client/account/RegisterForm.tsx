import { useState, type SubmitEvent } from 'react';
import type { RegisterBody } from '../../shared/api/accountContract';
import { useNavigate } from 'react-router-dom';
import { accountFieldTexts, formTexts } from './formTexts';
import { paths } from '../../shared/routes/paths';
import { useAppDispatch } from '../state/hooks';
import { serverFailureMessage } from '../api/serverFailureMessage';
import { Button } from '../ui/actions/Button';
import { ErrorState } from '../ui/feedback/ErrorState';
import { PasswordField } from '../ui/forms/PasswordField';
import { TextField } from '../ui/forms/TextField';
import { useFormState } from '../ui/forms/useFormState';
import { showToast } from '../ui/feedback/toasts';
import { useCreateUserMutation, useLoginAfterRegisterMutation } from './authApi';
import { accountScreenTexts, authTexts } from './authTexts';
import { ProfileDetailsFields } from './ProfileDetailsFields';
import { ownTimeZone } from '../../shared/dates/timeZones';
import { emptyRegistration, toRegisterBody, validateRegistration } from './registerForm';
import { signedIn } from '../api/sessionSlice';
import { sessionWritesLanded } from './sessionWrites';

export interface RegisterFormProps {
  /**
   * The address an invitation was sent to: shown, not typed, and sent as it is. Without it the
   * person types their own.
   */
  invitedEmail?: string;
  /** What the fixed address is, said under it. */
  invitedEmailHint?: string;
  /**
   * Creates the account: a reply (success or the error shape) or a rejection. Without it, the
   * create-user call of Register.
   */
  createAccount?: (body: RegisterBody) => Promise<unknown>;
}

/**
 * Register's form (docs/product.md#accounts-and-sessions): its fields, rules and messages, then
 * the automatic login and the dashboard. Register shows it; so does a clinician's invitation,
 * with the invited address fixed and its own call that makes the account a clinician's.
 */
export function RegisterForm({ invitedEmail, invitedEmailHint, createAccount }: RegisterFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createUser, registering] = useCreateUserMutation();
  const [loginAfterRegister, loggingIn] = useLoginAfterRegisterMutation();
  const form = useFormState(
    invitedEmail === undefined ? emptyRegistration : { ...emptyRegistration, email: invitedEmail },
    validateRegistration,
  );
  const [serverProblem, setServerProblem] = useState<string>();
  // An invitation's own call is not the create-user mutation: its wait is kept here.
  const [creating, setCreating] = useState(false);
  const busy = registering.isLoading || loggingIn.isLoading || creating;
  // The register button is enabled only when confirm password equals password (docs/product.md#accounts-and-sessions).
  const passwordsMatch = form.values.confirmPassword === form.values.password;

  async function logInAsNewUser(email: string, password: string) {
    try {
      const reply = await loginAfterRegister({ email, password }).unwrap();
      if (reply.status === 'success') {
        dispatch(signedIn(reply.details));
        // Stored before leaving, as after a login (LoginPage).
        await sessionWritesLanded();
        await navigate(paths.dashboard, { replace: true });
        return;
      }
    } catch {
      // Handled below, as for a reply that is not a success.
    }
    showToast('error', authTexts.autoLoginFailed);
    await navigate(paths.login);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerProblem(undefined);
    if (!form.attemptSubmit(event.currentTarget)) {
      showToast('error', formTexts.invalidForm);
      return;
    }
    const body = toRegisterBody(form.values, ownTimeZone());
    // A rejected call and a reply that is not a success are the same failure to the user.
    const create = createAccount ?? ((sent: RegisterBody) => createUser(sent).unwrap());
    setCreating(true);
    const failure: unknown = await create(body)
      .then((reply) => (isSuccess(reply) ? null : reply))
      .catch((rejection: unknown) => rejection ?? 'rejected')
      .finally(() => setCreating(false));
    if (failure !== null) {
      showToast('error', authTexts.registerFailed);
      setServerProblem(serverFailureMessage(failure));
      return;
    }
    showToast('success', authTexts.registered);
    await logInAsNewUser(body.email, body.password);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {serverProblem ? (
        <ErrorState compact title={authTexts.registerFailed} message={serverProblem} />
      ) : null}
      {invitedEmail === undefined ? (
        <TextField
          label={accountFieldTexts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
      ) : (
        <TextField
          label={accountFieldTexts.email}
          type="email"
          autoComplete="email"
          readOnly
          hint={invitedEmailHint}
          {...form.field('email')}
        />
      )}
      <ProfileDetailsFields form={form} />
      <div className="auth-form__row">
        <PasswordField
          label={accountFieldTexts.password}
          hint={accountFieldTexts.passwordHint}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={accountFieldTexts.confirmPassword}
          hint={accountFieldTexts.confirmPasswordHint}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          error={
            form.values.confirmPassword !== '' && !passwordsMatch
              ? formTexts.passwordsDoNotMatch
              : undefined
          }
        />
      </div>
      <Button type="submit" fullWidth disabled={!passwordsMatch} loading={busy}>
        {accountScreenTexts.register}
      </Button>
    </form>
  );
}

function isSuccess(reply: unknown): boolean {
  return (
    typeof reply === 'object' &&
    reply !== null &&
    (reply as { status?: unknown }).status === 'success'
  );
}
