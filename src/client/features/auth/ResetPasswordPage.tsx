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
import { accountFieldTexts } from '../../account/formTexts';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { resetPasswordTexts } from './authPageTexts';
import { BackToLogin } from './BackToLogin';
import { useDelayedNavigate } from './useDelayedNavigate';

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
      <AuthScreen title={resetPasswordTexts.title} footer={<BackToLogin />}>
        <title>{layoutTexts.documentTitle(resetPasswordTexts.documentTitle)}</title>
        <ErrorState
          compact
          title={resetPasswordTexts.incompleteLink}
          message={resetPasswordTexts.incompleteLinkHint}
        />
        <Link className={buttonClassNames({ fullWidth: true })} to={paths.forgotPassword}>
          {resetPasswordTexts.requestNewEmail}
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
      title={resetPasswordTexts.title}
      subtitle={resetPasswordTexts.subtitle}
      footer={<BackToLogin />}
    >
      <title>{layoutTexts.documentTitle(resetPasswordTexts.documentTitle)}</title>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {serverProblem ? (
          <ErrorState
            compact
            title={authTexts.passwordResetFailed}
            message={
              <>
                {serverProblem}{' '}
                <Link to={paths.forgotPassword}>{resetPasswordTexts.requestNewEmail}</Link>
              </>
            }
          />
        ) : null}
        {done ? (
          <p className="auth-form__status" role="status">
            <Spinner size="sm" decorative />
            {resetPasswordTexts.done}
          </p>
        ) : null}
        <PasswordField
          label={accountFieldTexts.newPassword}
          autoComplete="new-password"
          disabled={done}
          {...form.field('password')}
        />
        <PasswordField
          label={accountFieldTexts.confirmPassword}
          autoComplete="new-password"
          disabled={done}
          {...form.field('confirmPassword')}
          error={form.values.confirmPassword !== '' ? form.errors.confirmPassword : undefined}
        />
        <Button type="submit" fullWidth disabled={!canSubmit} loading={isLoading}>
          {resetPasswordTexts.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
