import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useAppDispatch } from '../../state/hooks';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { PasswordField } from '../../ui/forms/PasswordField';
import { TextField } from '../../ui/forms/TextField';
import { showToast } from '../../ui/feedback/toasts';
import { useFormState } from '../../ui/forms/useFormState';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { takeReturnPlace } from '../../state/sessionResume';
import { authTexts } from '../../account/authTexts';
import { AuthScreen } from '../../account/AuthScreen';
import { accountFieldTexts } from '../../account/formTexts';
import { loadAuthApi } from '../../account/loadAuthApi';
import { loginPageTexts } from './authPageTexts';
import { emptyLogin, validateLogin } from './loginForm';
import { signedIn } from '../../api/sessionSlice';
import { sessionWritesLanded } from '../../account/sessionWrites';
import { useEndSession } from '../../account/useEndSession';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const [isLoading, setLoading] = useState(false);
  const form = useFormState(emptyLogin, validateLogin);

  // Opening this screen clears the signed-in user (docs/product.md#accounts-and-sessions).
  useEffect(() => {
    endSession();
  }, [endSession]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit(event.currentTarget)) return;
    setLoading(true);
    try {
      // The API's code loads with the first submit (or the first focus, below), not with
      // the page: the login page is the one every visit starts on (decision 014).
      const authApi = await loadAuthApi();
      const call = dispatch(
        authApi.endpoints.login.initiate(
          { email: form.values.email.trim(), password: form.values.password },
          { track: false },
        ),
      );
      const reply = await call.unwrap();
      if (reply.status !== 'success') {
        showToast('error', serverFailureMessage(reply) ?? authTexts.loginFailed);
        return;
      }
      dispatch(signedIn(reply.details));
      // Stored before leaving: a page loaded right after the redirect finds the person signed in.
      await sessionWritesLanded();
      // Back to where an expired session left this person, if it did (docs/product.md#accounts-and-sessions).
      await navigate(takeReturnPlace() ?? paths.dashboard, { replace: true });
    } catch (failure) {
      showToast('error', serverFailureMessage(failure) ?? authTexts.loginFailed);
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthScreen
      title={loginPageTexts.title}
      subtitle={loginPageTexts.subtitle}
      footer={
        <p>
          <TextWithSlots
            text={loginPageTexts.newHere}
            slots={{
              register: <Link to={paths.register}>{loginPageTexts.createAccount}</Link>,
            }}
          />
        </p>
      }
    >
      <title>{layoutTexts.documentTitle(loginPageTexts.documentTitle)}</title>
      <form
        className="auth-form"
        noValidate
        onFocus={() => void loadAuthApi().catch(() => undefined)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          label={accountFieldTexts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <PasswordField
          label={accountFieldTexts.password}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="auth-form__aside">
          <Link to={paths.forgotPassword}>{loginPageTexts.forgotPassword}</Link>
        </div>
        <Button type="submit" fullWidth loading={isLoading}>
          {loginPageTexts.submit}
        </Button>
      </form>
    </AuthScreen>
  );
}
