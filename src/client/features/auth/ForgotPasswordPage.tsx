import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { Spinner } from '../../ui/feedback/Spinner';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { showToast } from '../../ui/feedback/toasts';
import { useSendPasswordResetEmailMutation } from '../../account/authApi';
import { REDIRECT_AFTER_RESET_MS } from '../../account/authConstants';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { emptyForgotPassword, looksLikeEmail } from './forgotPasswordForm';
import { useDelayedNavigate } from './useDelayedNavigate';

export function ForgotPasswordPage() {
  const form = useFormState(emptyForgotPassword);
  const [sent, setSent] = useState(false);
  const [sendResetEmail, { isLoading }] = useSendPasswordResetEmailMutation();
  const navigateLater = useDelayedNavigate();
  const ready = looksLikeEmail(form.values);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const succeeded = await sendResetEmail({ email: form.values.email.trim() })
      .unwrap()
      .then((reply) => reply.status === 'success')
      .catch(() => false);
    if (!succeeded) {
      showToast('error', authTexts.resetRequestFailed);
      return;
    }
    showToast('success', authTexts.resetRequestSent);
    setSent(true);
    navigateLater(paths.home, REDIRECT_AFTER_RESET_MS);
  }

  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={paths.login}>Back to log in</Link>
        </p>
      }
    >
      <title>Forgot password · Motus</title>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {sent ? (
          <p className="auth-form__status" role="status">
            <Spinner size="sm" decorative />
            If an account uses this address, an email is on its way. Taking you back in a moment…
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          disabled={sent}
          {...form.field('email')}
        />
        <Button type="submit" fullWidth disabled={!ready || sent} loading={isLoading}>
          RESET PASSWORD
        </Button>
      </form>
    </AuthScreen>
  );
}
