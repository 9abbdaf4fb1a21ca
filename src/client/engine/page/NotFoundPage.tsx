import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { useAppSelector } from '../../state/hooks';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { CompassIcon } from '../../ui/icons/interfaceIcons';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { selectSessionUser } from '../../api/sessionUser';
import { notFoundTexts } from './pageTexts';
import './NotFoundPage.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <div className="not-found">
      <title>{layoutTexts.documentTitle(notFoundTexts.title)}</title>
      <span className="not-found__icon" aria-hidden="true">
        <CompassIcon width={32} height={32} />
      </span>
      <h1 className="not-found__title">{notFoundTexts.title}</h1>
      <p className="not-found__message">
        <TextWithSlots text={notFoundTexts.message} slots={{ path: <code>{pathname}</code> }} />
      </p>
      <Link className={buttonClassNames({})} to={signedIn ? paths.dashboard : paths.login}>
        {signedIn ? notFoundTexts.toDashboard : notFoundTexts.toLogin}
      </Link>
    </div>
  );
}
