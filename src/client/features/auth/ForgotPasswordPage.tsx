import { useState, type SubmitEvent } from 'react';
import { paths } from '../../../shared/routes/paths';
import { Button } from '../../ui/actions/Button';
import { Spinner } from '../../ui/feedback/Spinner';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { showToast } from '../../ui/feedback/toasts';
import { useSendPasswordResetEmailMutation } from '../../account/authApi';
import { REDIRECT_AFTER_RESET_MS } from '../../account/authConstants';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { accountFieldTexts } from '../../account/formTexts';
import { forgotPasswordTexts } from './authPageTexts';
import { BackToLogin } from './BackToLogin';
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
          autoComplete="email"
          inputMode="email"
          disabled={sent}
          {...form.field('email')}
        />
        <Button type="submit" fullWidth disabled={!ready || sent} loading={isLoading}>
          {forgotPasswordTexts.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
