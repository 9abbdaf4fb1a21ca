import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formTexts } from './formTexts';
import { paths } from '../../../shared/routes/paths';
import { useAppDispatch } from '../../state/hooks';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { PasswordField } from '../../ui/forms/PasswordField';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { showToast } from '../../ui/feedback/toasts';
import { useCreateUserMutation, useLoginAfterRegisterMutation } from './authApi';
import { authTexts } from './authTexts';
import { AuthScreen } from './AuthScreen';
import { ProfileDetailsFields } from './ProfileDetailsFields';
import { ownTimeZone } from '../../../shared/dates/timeZones';
import { emptyRegistration, toRegisterBody, validateRegistration } from './registerForm';
import { signedIn } from './sessionSlice';
import { sessionWritesLanded } from './sessionWrites';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createUser, registering] = useCreateUserMutation();
  const [loginAfterRegister, loggingIn] = useLoginAfterRegisterMutation();
  const form = useFormState(emptyRegistration, validateRegistration);
  const [serverProblem, setServerProblem] = useState<string>();
  const busy = registering.isLoading || loggingIn.isLoading;
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
    const failure: unknown = await createUser(body)
      .unwrap()
      .then((reply) => (reply.status === 'success' ? null : reply))
      .catch((rejection: unknown) => rejection ?? 'rejected');
    if (failure !== null) {
      showToast('error', authTexts.registerFailed);
      setServerProblem(serverFailureMessage(failure));
      return;
    }
    showToast('success', authTexts.registered);
    await logInAsNewUser(body.email, body.password);
  }

  return (
    <AuthScreen
      wide
      title="Create your Motus account"
      subtitle="It takes a minute. Your details help us calculate body measures such as BMI."
      footer={
        <p>
          Already have an account? <Link to={paths.login}>Log in</Link> ·{' '}
          <Link to={paths.home}>Back to start</Link>
        </p>
      }
    >
      <title>Register · Motus</title>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {serverProblem ? (
          <ErrorState compact title={authTexts.registerFailed} message={serverProblem} />
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <ProfileDetailsFields form={form} />
        <div className="auth-form__row">
          <PasswordField
            label="Password"
            hint="At least 6 characters"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <PasswordField
            label="Confirm Password"
            hint="The same password again"
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
          Register
        </Button>
      </form>
    </AuthScreen>
  );
}
