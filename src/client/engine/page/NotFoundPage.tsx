import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../state/hooks';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { CompassIcon } from '../../ui/icons/interfaceIcons';
import { selectSessionUser } from '../../api/sessionUser';
import './NotFoundPage.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <div className="not-found">
      <title>Page not found · Motus</title>
      <span className="not-found__icon" aria-hidden="true">
        <CompassIcon width={32} height={32} />
      </span>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__message">
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be
        mistyped.
      </p>
      <Link className={buttonClassNames({})} to={signedIn ? paths.dashboard : paths.login}>
        {signedIn ? 'Go to your dashboard' : 'Go to log in'}
      </Link>
    </div>
  );
}
