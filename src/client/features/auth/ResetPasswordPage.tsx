import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { Spinner } from '../../ui/feedback/Spinner';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useFormState } from '../../ui/forms/useFormState';
import { showToast } from '../../ui/feedback/toasts';
import { useChangePasswordMutation } from '../../account/authApi';
import { REDIRECT_AFTER_RESET_MS } from '../../account/authConstants';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { emptyPasswordReset, validatePasswordReset } from '../../account/passwordResetForm';
import { useDelayedNavigate } from './useDelayedNavigate';

const backToLogin = (
  <p>
    Remembered it? <Link to={paths.login}>Back to log in</Link>
  </p>
);

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const navigateLater = useDelayedNavigate();
  const form = useFormState(emptyPasswordReset, validatePasswordReset);
  const [done, setDone] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();

  if (token === '') {
    return (
      <AuthScreen title="Reset your password" footer={backToLogin}>
        <title>Reset password · Motus</title>
        <ErrorState
          compact
          title="This reset link is incomplete"
          message="Open the link from your password reset email again, or ask for a new email."
        />
        <Link className={buttonClassNames({ fullWidth: true })} to={paths.forgotPassword}>
          Request a new reset email
        </Link>
      </AuthScreen>
    );
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerProblem(undefined);
    if (!form.attemptSubmit(event.currentTarget)) return;
    // A rejected call and a reply that is not a success are the same failure to the user.
    const failure: unknown = await changePassword({ password: form.values.password, token })
      .unwrap()
      .then((reply) => (reply.status === 'success' ? null : reply))
      .catch((rejection: unknown) => rejection ?? 'rejected');
    if (failure !== null) {
      showToast('error', authTexts.passwordResetFailed);
      setServerProblem(serverFailureMessage(failure));
      return;
    }
    showToast('success', authTexts.passwordReset);
    setDone(true);
    navigateLater(paths.home, REDIRECT_AFTER_RESET_MS);
  }

  // RESET PASSWORD is enabled only when both passwords match (docs/product.md#accounts-and-sessions) and the rule holds.
  const canSubmit = form.isValid && !done;

  return (
    <AuthScreen
      title="Reset your password"
      subtitle="Choose a new password of at least 6 characters."
      footer={backToLogin}
    >
      <title>Reset password · Motus</title>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {serverProblem ? (
          <ErrorState
            compact
            title={authTexts.passwordResetFailed}
            message={
              <>
                {serverProblem} <Link to={paths.forgotPassword}>Request a new reset email</Link>
              </>
            }
          />
        ) : null}
        {done ? (
          <p className="auth-form__status" role="status">
            <Spinner size="sm" decorative />
            Your password is reset. Taking you back in a moment…
          </p>
        ) : null}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          disabled={done}
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          disabled={done}
          {...form.field('confirmPassword')}
          error={form.values.confirmPassword !== '' ? form.errors.confirmPassword : undefined}
        />
        <Button type="submit" fullWidth disabled={!canSubmit} loading={isLoading}>
          RESET PASSWORD
        </Button>
      </form>
    </AuthScreen>
  );
}
