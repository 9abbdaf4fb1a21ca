import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { AuthScreen } from '../../account/AuthScreen';
import { RegisterForm } from '../../account/RegisterForm';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { registerPageTexts } from './authPageTexts';

export function RegisterPage() {
  return (
    <AuthScreen
      wide
      title={registerPageTexts.title}
      subtitle={registerPageTexts.subtitle}
      footer={
        <p>
          <TextWithSlots
            text={registerPageTexts.haveAccount}
            slots={{
              login: <Link to={paths.login}>{registerPageTexts.logIn}</Link>,
              start: <Link to={paths.home}>{registerPageTexts.backToStart}</Link>,
            }}
          />
        </p>
      }
    >
      <title>{layoutTexts.documentTitle(registerPageTexts.documentTitle)}</title>
      <RegisterForm />
    </AuthScreen>
  );
}
