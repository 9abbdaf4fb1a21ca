import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { Dialog } from '../../ui/overlays/Dialog';
import { engineMessages, engineStateMessages } from '../engineMessages';

/** 'No Security Pin' (002 §2): blocking, with the way to make one on the profile page. */
export function NoPinDialog() {
  return (
    <Dialog
      open
      dismissible={false}
      title={engineMessages.noPinTitle}
      onClose={() => undefined}
      footer={
        <>
          <Link to={paths.dashboard} className={buttonClassNames({ variant: 'secondary' })}>
            {engineStateMessages.backToDashboard}
          </Link>
          <Link to={paths.profile} className={buttonClassNames({ variant: 'primary' })}>
            Profile
          </Link>
        </>
      }
    >
      <p>{engineMessages.noPinText}</p>
    </Dialog>
  );
}
