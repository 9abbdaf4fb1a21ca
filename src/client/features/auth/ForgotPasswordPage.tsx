import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { SIMPLE_EMAIL_PATTERN } from '../../../shared/api/accountContract';
import { paths } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { Spinner } from '../../ui/feedback/Spinner';
import { TextField } from '../../ui/forms/TextField';
import { showToast } from '../../ui/feedback/toasts';
import { useSendPasswordResetEmailMutation } from '../../account/authApi';
import { REDIRECT_AFTER_RESET_MS } from '../../account/authConstants';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { useDelayedNavigate } from './useDelayedNavigate';

const emailPattern = new RegExp(SIMPLE_EMAIL_PATTERN);

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [sendResetEmail, { isLoading }] = useSendPasswordResetEmailMutation();
  const navigateLater = useDelayedNavigate();
  // RESET PASSWORD stays disabled until the address looks like an email (docs/product.md#accounts-and-sessions).
  const looksLikeEmail = emailPattern.test(email.trim());

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail) return;
    const succeeded = await sendResetEmail({ email: email.trim() })
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
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={sent}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={!looksLikeEmail || sent} loading={isLoading}>
          RESET PASSWORD
        </Button>
      </form>
    </AuthScreen>
  );
}
