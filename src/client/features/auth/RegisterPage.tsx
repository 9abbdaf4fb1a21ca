import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { AuthScreen } from '../../account/AuthScreen';
import { RegisterForm } from '../../account/RegisterForm';

export function RegisterPage() {
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
      <RegisterForm />
    </AuthScreen>
  );
}
