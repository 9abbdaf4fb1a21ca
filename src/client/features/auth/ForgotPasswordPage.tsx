import { useState, type SubmitEvent } from 'react';
import { SIMPLE_EMAIL_PATTERN } from '../../../shared/api/accountContract';
import { paths } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { Spinner } from '../../ui/feedback/Spinner';
import { TextField } from '../../ui/forms/TextField';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { showToast } from '../../ui/feedback/toasts';
import { useSendPasswordResetEmailMutation } from '../../account/authApi';
import { REDIRECT_AFTER_RESET_MS } from '../../account/authConstants';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { accountFieldTexts } from '../../account/formTexts';
import { forgotPasswordTexts } from './authPageTexts';
import { BackToLogin } from './BackToLogin';
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
      title={forgotPasswordTexts.title}
      subtitle={forgotPasswordTexts.subtitle}
      footer={<BackToLogin />}
    >
      <title>{layoutTexts.documentTitle(forgotPasswordTexts.documentTitle)}</title>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {sent ? (
          <p className="auth-form__status" role="status">
            <Spinner size="sm" decorative />
            {forgotPasswordTexts.sent}
          </p>
        ) : null}
        <TextField
          label={accountFieldTexts.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={sent}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={!looksLikeEmail || sent} loading={isLoading}>
          {forgotPasswordTexts.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
